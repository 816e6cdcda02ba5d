//===- tests/reports/JsonTest.cpp - the JSON writer and its escaping ------===//
#include "reports/Json.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace pathsim::reports;

namespace {

std::string escaped(std::string_view Text, bool ForHtml = false) {
  std::string Out;
  appendJsonEscaped(Out, Text, ForHtml);
  return Out;
}

TEST(Json, EscapesEveryControlCharacter) {
  for (int C = 0; C < 0x20; ++C) {
    std::string E = escaped(std::string(1, static_cast<char>(C)));
    EXPECT_TRUE(E.size() == 2 || E.size() == 6) << C;
    EXPECT_EQ(E[0], '\\') << C;
  }
  EXPECT_EQ(escaped(std::string("a\0b", 3)), "a\\u0000b");
  EXPECT_EQ(escaped("\x1f\x7f"), "\\u001f\\u007f");
  EXPECT_EQ(escaped("q\"b\\n\n\t\r\b\f"), "q\\\"b\\\\n\\n\\t\\r\\b\\f");
}

TEST(Json, KeepsValidUtf8AndReplacesInvalid) {
  EXPECT_EQ(escaped("caf\xc3\xa9 \xf0\x9f\x98\x80"),
            "caf\xc3\xa9 \xf0\x9f\x98\x80");
  EXPECT_EQ(escaped("\xff"), "\\ufffd");
  EXPECT_EQ(escaped("\xc3"), "\\ufffd");                       // truncated
  EXPECT_EQ(escaped("\xc0\xaf"), "\\ufffd\\ufffd");            // overlong '/'
  EXPECT_EQ(escaped("\xed\xa0\x80"), "\\ufffd\\ufffd\\ufffd"); // surrogate
}

TEST(Json, HtmlSafeMode) {
  EXPECT_EQ(escaped("</script>&", true), "\\u003c/script\\u003e\\u0026");
  EXPECT_EQ(escaped("\xe2\x80\xa8", true), "\\u2028");
  EXPECT_EQ(escaped("</script>"), "</script>");
}

TEST(Json, WriterNestsAndSeparates) {
  std::ostringstream OS;
  JsonWriter J(OS, /*Pretty=*/false);
  J.objectBegin();
  J.member("a", int64_t{1});
  J.key("b");
  J.arrayBegin();
  J.value(true);
  J.null();
  J.value("x");
  J.objectBegin();
  J.objectEnd();
  J.arrayEnd();
  J.member("c", 2.5);
  J.objectEnd();
  EXPECT_EQ(OS.str(), R"({"a":1,"b":[true,null,"x",{}],"c":2.5})");
}

TEST(Json, PrettyOutput) {
  std::ostringstream OS;
  JsonWriter J(OS);
  J.objectBegin();
  J.member("a", "b");
  J.key("l");
  J.arrayBegin();
  J.arrayEnd();
  J.objectEnd();
  EXPECT_EQ(OS.str(), "{\n  \"a\": \"b\",\n  \"l\": []\n}\n");
}

} // namespace
