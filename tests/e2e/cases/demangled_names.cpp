// Issue 9, class 3: warnings name C++ functions as their users write them
// (ns::put<int>), never by their mangled names (_ZN2ns3putIiEEvT_), also
// functions pathsim has no model of.
namespace ns {
template <class T> void put(T value); // declared, never defined here
struct Sink {
  void take(int value);
};
} // namespace ns

void Write(int codePoint);

void uninitialized_arguments(ns::Sink &sink) {
  int a, b, c;
  Write(a);    // expected-warning{{passing uninitialized value 'a' to 'Write'}}
  ns::put(b);  // expected-warning{{passing uninitialized value 'b' to 'ns::put<int>'}}
  sink.take(c); // expected-warning{{passing uninitialized value 'c' to 'ns::Sink::take'}}
}
