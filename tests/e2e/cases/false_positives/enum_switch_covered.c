// A switch over an enumeration with a case for each enumerator and no
// default takes the value to be one of them, as -Wswitch does: the
// variable every case sets is set after it (libonig's
// compile_length_bag_node, `switch (node->type)` over `enum BagType`).
enum bag_type { BAG_MEMORY, BAG_OPTION, BAG_STOP_BACKTRACK, BAG_IF_ELSE };

struct bag {
  enum bag_type type;
  int body;
};

int bag_length(struct bag *node) {
  int len;
  switch (node->type) {
  case BAG_MEMORY:
    len = node->body + 2;
    break;
  case BAG_OPTION:
    len = 0;
    break;
  case BAG_STOP_BACKTRACK:
  case BAG_IF_ELSE:
    len = node->body + 4;
    break;
  }
  return len;
}

// A value the path knows is none of them still goes past the switch.
int known_outside(int k) {
  enum bag_type t = k > 3 ? (enum bag_type)7 : BAG_OPTION;
  int len;
  switch (t) {
  case BAG_MEMORY:
  case BAG_OPTION:
    len = 1;
    break;
  case BAG_STOP_BACKTRACK:
  case BAG_IF_ELSE:
    len = 2;
    break;
  }
  return len; // expected-warning{{returning uninitialized value 'len'}}
}

// An enumerator without a case: the value may be that one.
int missing_case(struct bag *node) {
  int len;
  switch (node->type) {
  case BAG_MEMORY:
  case BAG_OPTION:
    len = 1;
    break;
  case BAG_STOP_BACKTRACK:
    len = 2;
    break;
  }
  return len; // expected-warning{{returning uninitialized value 'len'}}
}

// An int is no enumeration: any value may reach past the switch.
int not_an_enum(int type) {
  int len;
  switch (type) {
  case 0:
  case 1:
    len = 1;
    break;
  }
  return len; // expected-warning{{returning uninitialized value 'len'}}
}
