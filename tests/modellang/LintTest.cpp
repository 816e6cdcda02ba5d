//===- tests/modellang/LintTest.cpp - likely mistakes in valid models -----===//
#include "modellang/Lint.h"
#include "modellang/ModelLibrary.h"
#include "tests/modellang/TestSupport.h"

#include <gtest/gtest.h>

#include <filesystem>

using namespace pathsim::modellang;
using namespace pathsim::modellang::test;

namespace {

/// The warnings of the models in \p Text (file "t.mdl"), with \p Context's
/// models (file "ctx.mdl") as what the library around them says.
std::vector<std::string> lint(const std::string &Text,
                              const std::string &Context = "",
                              const LintOptions &Options = {}) {
  ModelLibrary Checked, Around;
  EXPECT_TRUE(Checked.loadText(Text, "t.mdl"));
  for (const Diagnostic &D : Checked.diagnostics())
    ADD_FAILURE() << D.str();
  if (!Context.empty())
    EXPECT_TRUE(Around.loadText(Context, "ctx.mdl"));
  std::vector<const ModelLibrary::Entry *> Models, Others;
  for (const auto &[Name, E] : Checked.models())
    Models.push_back(&E);
  for (const auto &[Name, E] : Around.models())
    Others.push_back(&E);
  std::vector<std::string> Out;
  for (const Diagnostic &D : lintModels(Models, Others, Options))
    Out.push_back(warningText(D));
  return Out;
}

const char *const Opener = R"((conn_open
  (normal return_X
    (result memory_valid_pointer return)
    (result resource_new *return (CONN open)))))";

TEST(Lint, AResourceOnWhatAPointerPointsToTestedOnThePointer) {
  std::vector<std::string> W = lint(std::string(Opener) + R"(
(conn_close
  (param c)
  (normal return_0
    (constraint resource_state c (CONN open))
    (result resource_state c (CONN closed))))
(conn_send
  (param c)
  (normal return_0
    (constraint resource_not_state *c (CONN closed)))))");
  ASSERT_EQ(W.size(), 2u);
  EXPECT_EQ(W[0], "t.mdl:8:32: warning: resource 'CONN' is created on what a "
                  "pointer points to ('conn_open' at t.mdl:4:5 makes it on "
                  "'*return'), but this test is on the pointer 'c' itself, "
                  "which never holds it; write '*c'");
  EXPECT_NE(W[1].find("t.mdl:9:28: warning: resource 'CONN' is created on "
                      "what a pointer points to"),
            std::string::npos)
      << W[1];
  EXPECT_NE(W[1].find("this result is on the pointer 'c'"), std::string::npos);
}

TEST(Lint, TheCreatorMayBeInAnotherLibrary) {
  // A user's model of a libc resource: libc's fopen makes FILE on *return.
  std::vector<std::string> W = lint(R"((my_fclose
  (param f)
  (normal return_0
    (result resource_state f (FILE closed)))))",
                                    readText(dataPath("fopen-fclose.mdl")));
  ASSERT_EQ(W.size(), 1u);
  EXPECT_NE(W[0].find("t.mdl:4:28: warning: resource 'FILE' is created on "
                      "what a pointer points to ('fopen' at ctx.mdl:"),
            std::string::npos)
      << W[0];
}

TEST(Lint, AResourceOnAValueIsTestedOnTheValue) {
  // Descriptors are the returned int itself; pipe makes them in the ints
  // its parameter points to: both are tested on the int.
  EXPECT_TRUE(lint(R"((open_fd
  (normal return_X (result resource_new return (FD open))))
(make_pipe
  (param fds)
  (normal return_0 (result resource_new *fds (FD open))))
(close_fd
  (param fd)
  (normal return_0
    (constraint resource_state fd (FD open))
    (result resource_state fd (FD closed)))))")
                  .empty());
  // Unknown resource types (no model creates them) say nothing.
  EXPECT_TRUE(lint(R"((use (param h)
  (normal return_0 (constraint resource_state h (LOCK held)))))")
                  .empty());
}

TEST(Lint, AParameterLeftOutByACopiedOperation) {
  std::vector<std::string> W = lint(R"((copy
  (param dst src n)
  (normal return_0
    (constraint memory_valid_pointer dst)
    (constraint memory_valid_pointer dst)
    (result ieq return 0))))");
  ASSERT_EQ(W.size(), 2u);
  EXPECT_EQ(W[0], "t.mdl:2:14: warning: parameter 'src' is never used in "
                  "'copy', which says (constraint memory_valid_pointer dst) "
                  "twice (at 4:5 and 5:5): was the copy meant to name 'src'?");
  EXPECT_NE(W[1].find("t.mdl:2:18: warning: parameter 'n' is never used"),
            std::string::npos);
  // A parameter never used alone is deliberate (a flag the model need not
  // know), as in hundreds of libc's models.
  EXPECT_TRUE(lint(R"((set_flags (param fd flags)
  (normal return_0 (constraint ige fd 0))))")
                  .empty());
}

TEST(Lint, EveryParameterNeverUsedWhenAskedFor) {
  const char *const SetFlags = R"((set_flags (param fd flags mode)
  (normal return_0 (constraint ige fd 0) (guard ieq mode 0))))";
  std::vector<std::string> W = lint(SetFlags, "", {/*EveryUnusedParam=*/true});
  ASSERT_EQ(W.size(), 1u);
  EXPECT_EQ(W[0], "t.mdl:1:22: warning: parameter 'flags' is never used in "
                  "'set_flags'");
  EXPECT_TRUE(lint(SetFlags).empty());
}

TEST(Lint, AGuardThatCanNeverHold) {
  std::vector<std::string> W = lint(R"((f
  (param n p s)
  (normal return_0
    (guard ilt n 0)
    (guard igt n 5))
  (normal return_1
    (guard ige n 0)
    (guard ine n 3)
    (guard ile n 3)
    (guard ine n 2)
    (guard ine n 1)
    (guard ine n 0))
  (normal return_X
    (guard pne p NULL)
    (guard peq p NULL))
  (normal return_X
    (guard memory_valid_pointer p)
    (guard peq p 0))
  (normal return_X
    (guard resource_state *s (S a))
    (guard resource_state *s (S b)))
  (normal return_X
    (guard ult n 0))
  (normal return_X
    (guard ieq n EOF)
    (guard int_non_zero n)
    (guard ilt p s)
    (guard ige p s))))");
  ASSERT_EQ(W.size(), 7u);
  EXPECT_EQ(W[0], "t.mdl:5:5: warning: this guard can never hold: no value "
                  "of 'n' satisfies it and the guard at 4:5; the case is "
                  "never chosen");
  EXPECT_EQ(W[1], "t.mdl:12:5: warning: this guard can never hold: no value "
                  "of 'n' satisfies it and the guards at 7:5, 8:5, 9:5, "
                  "10:5, 11:5; the case is never chosen");
  EXPECT_EQ(W[2], "t.mdl:15:5: warning: this guard can never hold: it is "
                  "the negation of (guard pne p NULL) at 14:5; the case is "
                  "never chosen");
  EXPECT_EQ(W[3], "t.mdl:18:5: warning: this guard can never hold: no value "
                  "of 'p' satisfies it and the guard at 17:5; the case is "
                  "never chosen");
  EXPECT_EQ(W[4], "t.mdl:21:5: warning: this guard can never hold: the "
                  "guard at 20:5 requires '*s' to be in state 'a', and a "
                  "resource has one state; the case is never chosen");
  EXPECT_EQ(W[5], "t.mdl:23:5: warning: this guard can never hold: no value "
                  "of 'n' satisfies it; the case is never chosen");
  EXPECT_EQ(W[6], "t.mdl:28:5: warning: this guard can never hold: it is "
                  "the negation of (guard ilt p s) at 27:5; the case is "
                  "never chosen");
}

TEST(Lint, GuardsThatCanHoldTogether) {
  EXPECT_TRUE(lint(R"((f
  (param n m p)
  (normal return_0
    (guard ige n 0)
    (guard ile n 0)
    (guard ilt m 0)
    (guard ugt m 5)
    (guard ieq n@ 1)
    (guard flt n 1)
    (guard fge n 1)
    (guard pne p NULL)
    (guard memory_valid_pointer p))
  (normal return_1
    (guard ieq n 0))
  (normal return_X
    (guard ine n 0))))")
                  .empty());
}

TEST(Lint, AMisspelledResourceState) {
  std::vector<std::string> W = lint(std::string(Opener) + R"(
(conn_close
  (param c)
  (normal return_0
    (constraint resource_state *c (CONN opne))
    (result resource_state *c (CONN closed))))
(conn_send
  (param c)
  (normal return_0
    (constraint resource_state *c (CNON open))))
(conn_flush
  (param c)
  (normal return_0
    (constraint resource_state *c (CONN open)))))");
  ASSERT_EQ(W.size(), 2u) << testing::PrintToString(W);
  EXPECT_EQ(W[0], "t.mdl:8:35: warning: state 'opne' of resource 'CONN' is "
                  "named by no other model; did you mean 'open'?");
  EXPECT_EQ(W[1], "t.mdl:13:35: warning: resource type 'CNON' is named by no "
                  "other model; did you mean 'CONN'?");
}

TEST(Lint, OfTwoWordsOneModelEachNamesNeitherIsTheMisspelling) {
  EXPECT_TRUE(lint(std::string(Opener) + R"(
(conn_close
  (param c)
  (normal return_0
    (constraint resource_state *c (CONN opne)))))")
                  .empty());
}

TEST(Lint, AStateOnlyOneModelNamesIsNoMistakeWhenNoOtherIsNear) {
  // 'closed' is named by conn_close alone, and no state near it exists; a
  // state the library around names counts as named by another model.
  EXPECT_TRUE(lint(R"(
(conn_close
  (param c)
  (normal return_0
    (constraint resource_state *c (CONN open))
    (result resource_state *c (CONN closed)))))",
                   Opener)
                  .empty());
}

TEST(Lint, TheShippedLibcModelsHaveNoLikelyMistake) {
  ModelLibrary Libc;
  for (const auto &E : std::filesystem::directory_iterator(PATHSIM_LIBC_MODELS))
    if (E.path().extension() == ".mdl")
      EXPECT_TRUE(Libc.loadFile(E.path().string())) << E.path();
  std::vector<const ModelLibrary::Entry *> All;
  for (const auto &[Name, E] : Libc.models())
    All.push_back(&E);
  ASSERT_GT(All.size(), 700u);
  for (const Diagnostic &D : lintModels(All))
    ADD_FAILURE() << warningText(D);
}

} // namespace
