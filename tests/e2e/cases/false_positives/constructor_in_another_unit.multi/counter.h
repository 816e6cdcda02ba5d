// A class whose constructors and destructor one unit defines (counter.cpp)
// and another uses (main.cpp).
#include <stdlib.h>

struct Counter {
  Counter();
  int count;
};

struct Holder {
  explicit Holder(size_t size);
  ~Holder();
  char *data;
};

struct Keeper {
  explicit Keeper(size_t size);
  ~Keeper(); // forgets data
  char *data;
};
