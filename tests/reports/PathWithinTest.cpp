// pathWithin: the one containment test the configuration loader, the source
// cache and the server use to keep file names inside a root.
#include "sourcemap/PathWithin.h"

#include <gtest/gtest.h>

using pathsim::pathWithin;

TEST(PathWithin, AFileBelowTheDirectory) {
  EXPECT_TRUE(pathWithin("/srv/a/src/x.c", "/srv/a"));
  EXPECT_TRUE(pathWithin("/srv/a/x.c", "/srv/a/"));
  EXPECT_TRUE(pathWithin("rel/x.c", "rel"));
}

TEST(PathWithin, TheDirectoryItself) {
  EXPECT_TRUE(pathWithin("/srv/a", "/srv/a"));
  EXPECT_TRUE(pathWithin("/srv/a/", "/srv/a"));
}

TEST(PathWithin, ASiblingWithTheSamePrefixIsOutside) {
  EXPECT_FALSE(pathWithin("/srv/a2/x.c", "/srv/a"));
  EXPECT_FALSE(pathWithin("/srv/a2", "/srv/a"));
  EXPECT_FALSE(pathWithin("/srv", "/srv/a"));
  EXPECT_FALSE(pathWithin("/etc/passwd", "/srv/a"));
}

TEST(PathWithin, TheRootHoldsEveryAbsolutePath) {
  EXPECT_TRUE(pathWithin("/etc/passwd", "/"));
  EXPECT_FALSE(pathWithin("rel/x.c", "/"));
}
