// pathsim-args: --rank=possible
// A store into a member array at a variable index (checked to be in range)
// writes one of the array's elements, not the whole object: the other
// members keep what they hold. It once forgot every member of `*this`, so
// the block just stored in m_chunks was "leaked". At an index the path
// cannot bound, what the object held is lost with it, not leaked. A block
// stored in no member still leaks.
#include <cstdlib>
#include <cstring>

struct Block { Block *next; };
struct Chunk { int size; Block *slots; };

struct Pool {
  Chunk *m_chunks;
  int m_count, m_space;
  Block *m_free[14];
  Block *Grow(int index);
  Block *GrowAnywhere(int index);
  Block *GrowLost(int index);
};

Block *Pool::Grow(int index) {
  if (index < 0 || index >= 14)
    return nullptr;
  if (m_count == m_space) {
    Chunk *old = m_chunks;
    Chunk *grown = (Chunk *)malloc((m_space + 16) * sizeof(Chunk));
    if (!grown)
      return nullptr;
    if (old)
      memcpy(grown, old, m_count * sizeof(Chunk));
    free(old);
    m_chunks = grown;
    m_space += 16;
  }
  m_free[index] = nullptr;
  return m_free[0];
}

Block *Pool::GrowAnywhere(int index) {
  Chunk *grown = (Chunk *)malloc(16 * sizeof(Chunk));
  if (!grown)
    return nullptr;
  free(m_chunks);
  m_chunks = grown;
  m_free[index] = nullptr;
  return nullptr;
}

Block *Pool::GrowLost(int index) {
  if (index < 0 || index >= 14)
    return nullptr;
  Chunk *grown = (Chunk *)malloc(16 * sizeof(Chunk));
  if (!grown)
    return nullptr;
  m_free[index] = nullptr;
  return nullptr; // expected-warning{{memory allocated by 'malloc' at member_array_at_a_checked_index.cpp:54 and held by 'grown' is leaked}}
}
