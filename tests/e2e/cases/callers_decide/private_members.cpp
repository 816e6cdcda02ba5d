// Issue 23, capability 3, in a C++ library (no `main`): a private member
// function can be called only by its class's members and friends. When
// each of them is defined in the run, every call of it is in the program,
// and its callers decide a defect it reaches only on its inputs: the
// private helpers below dereference info(), which is NULL only when the
// segment has no infos, and their one entry returns first in that case.
// pathsim-args: --rank=possible

struct Info {
  int weight;
  int flags;
};
struct Slot {
  int index;
};
struct Segment {
  Info *infos;
  bool hasInfo() const { return infos != nullptr; }
};

class Scorer {
public:
  explicit Scorer(Segment *s) : seg(s), bias(1) {}
  bool score(Slot *s, int *out);
  int scoreWithout(Slot *s);

private:
  Info *info(Slot *s) { return seg->infos ? &seg->infos[s->index] : nullptr; }
  int weigh(Slot *s);
  int combine(Slot *s);
  Segment *seg;
  int bias;
};

static int flagsOf(Info *i) { return i->flags & 7; }

int Scorer::weigh(Slot *s) { return info(s)->weight + bias; }

int Scorer::combine(Slot *s) { return weigh(s) * 2 + flagsOf(info(s)); }

bool Scorer::score(Slot *s, int *out) {
  if (!seg->hasInfo())
    return false;
  *out = combine(s);
  return true;
}

// The twin: a member that empties the segment first.
int Scorer::scoreWithout(Slot *s) {
  seg->infos = nullptr;
  return combine(s); // expected-warning{{dereferencing NULL pointer 'info()' in 'weigh' [null-deref, certain]}}
}

// A class with a member defined outside the run: a caller the run does not
// see may pass anything, as before.
class Partial {
public:
  bool score(Slot *s, int *out);
  void elsewhere(Slot *s); // defined by code outside the run

private:
  Info *info(Slot *s) { return seg->infos ? &seg->infos[s->index] : nullptr; }
  int weigh(Slot *s);
  Segment *seg;
};

int Partial::weigh(Slot *s) {
  return info(s)->weight; // expected-warning{{dereferencing NULL pointer 'info()' [null-deref, possible]}}
}

bool Partial::score(Slot *s, int *out) {
  if (!seg->hasInfo())
    return false;
  *out = weigh(s);
  return true;
}

// A friend class's members may call it too: not listed, as before.
class Befriended {
  friend class Inspector;

public:
  bool score(Slot *s, int *out);

private:
  Info *info(Slot *s) { return seg->infos ? &seg->infos[s->index] : nullptr; }
  int weigh(Slot *s);
  Segment *seg;
};

int Befriended::weigh(Slot *s) {
  return info(s)->weight; // expected-warning{{dereferencing NULL pointer 'info()' [null-deref, possible]}}
}

bool Befriended::score(Slot *s, int *out) {
  if (!seg->hasInfo())
    return false;
  *out = weigh(s);
  return true;
}

// A function of an anonymous namespace is like a `static` one.
namespace {
int weightOf(Segment *seg, Slot *s) {
  Info *i = seg->infos ? &seg->infos[s->index] : nullptr;
  return i->weight;
}
} // namespace

int totalWeight(Segment *seg, Slot *s) {
  if (!seg->hasInfo())
    return 0;
  return weightOf(seg, s);
}
