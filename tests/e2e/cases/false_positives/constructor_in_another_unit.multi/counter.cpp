// Clang emits each complete-object constructor and destructor here (C1,
// D1) as an alias of the base-object one (C2, D2); main.cpp calls the
// aliases.
#include "counter.h"

Counter::Counter() : count(0) {}

Holder::Holder(size_t size) : data(static_cast<char *>(malloc(size))) {}
Holder::~Holder() { free(data); }

Keeper::Keeper(size_t size) : data(static_cast<char *>(malloc(size))) {}
Keeper::~Keeper() {}
