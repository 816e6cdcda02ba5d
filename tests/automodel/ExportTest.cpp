//===- tests/automodel/ExportTest.cpp - stored models as .mdl files -------===//
#include "automodel/ModelExport.h"
#include "modellang/ModelLibrary.h"
#include "tests/automodel/TestSupport.h"

#include <gtest/gtest.h>

using namespace pathsim;
using namespace pathsim::test;

namespace {

/// Loads every file of \p Plan as one library, as `models check` does.
modellang::ModelLibrary load(const ExportPlan &Plan) {
  modellang::ModelLibrary Library;
  for (const ExportFile &F : Plan.Files)
    Library.loadText(F.Text, F.Name);
  return Library;
}

std::string diagnostics(const modellang::ModelLibrary &Library) {
  std::string Text;
  for (const auto &D : Library.diagnostics())
    Text += D.str() + "\n";
  return Text;
}

TEST(ModelExport, FileNames) {
  EXPECT_EQ(exportFileName("src/a.c"), "src_a.c.mdl");
  EXPECT_EQ(exportFileName("/home/me/x y.c"), "home_me_x_y.c.mdl");
  EXPECT_EQ(exportFileName("../lib/./b.cpp"), "lib_b.cpp.mdl");
  EXPECT_EQ(exportFileName(".hidden.c"), "_hidden.c.mdl");
  EXPECT_EQ(exportFileName(""), "unknown-file.mdl");
  EXPECT_EQ(exportFileName("//"), "unknown-file.mdl");
}

TEST(ModelExport, OneFilePerSourceFileInOrder) {
  ExportPlan Plan = planExport({sampleFunction("f", "src/a.c", 3),
                                sampleFunction("g", "src/a.c", 9),
                                sampleFunction("h", "src/b.c", 1)});
  ASSERT_EQ(Plan.Files.size(), 2u);
  EXPECT_EQ(Plan.Files[0].Name, "src_a.c.mdl");
  EXPECT_EQ(Plan.Files[1].Name, "src_b.c.mdl");
  EXPECT_EQ(Plan.Models, 3u);
  EXPECT_TRUE(Plan.Notes.empty());
  EXPECT_TRUE(Plan.Errors.empty());
  EXPECT_LT(Plan.Files[0].Text.find("(f \"src/a.c\" 3"),
            Plan.Files[0].Text.find("(g \"src/a.c\" 9"));
  modellang::ModelLibrary Library = load(Plan);
  EXPECT_EQ(diagnostics(Library), "");
  EXPECT_EQ(Library.size(), 3u);
  // The model is the stored one, unchanged.
  modellang::ReadResult R =
      modellang::readModels(sampleFunction("h", "src/b.c", 1).ModelText, "h");
  ASSERT_TRUE(Library.lookup("h"));
  EXPECT_EQ(*Library.lookup("h"), R.Models.front());
}

TEST(ModelExport, FilesWhoseNamesCollideGetANumber) {
  ExportPlan Plan = planExport(
      {sampleFunction("f", "a/b.c", 1), sampleFunction("g", "a_b.c", 1)});
  ASSERT_EQ(Plan.Files.size(), 2u);
  EXPECT_EQ(Plan.Files[0].Name, "a_b.c.mdl");
  EXPECT_EQ(Plan.Files[1].Name, "a_b.c-2.mdl");
}

TEST(ModelExport, SharedNamesAreWrittenAsCommentsOnly) {
  ExportPlan Plan =
      planExport({sampleFunction("helper", "a.c", 5, "a.c:helper"),
                  sampleFunction("main", "a.c", 9),
                  sampleFunction("helper", "b.c", 2, "b.c:helper")});
  EXPECT_EQ(Plan.Models, 1u);
  ASSERT_EQ(Plan.Notes.size(), 2u);
  EXPECT_NE(Plan.Notes[0].find("2 stored functions are named 'helper' (a.c:5, "
                               "b.c:2)"),
            std::string::npos)
      << Plan.Notes[0];
  modellang::ModelLibrary Library = load(Plan);
  EXPECT_EQ(diagnostics(Library), "");
  EXPECT_FALSE(Library.lookup("helper"));
  EXPECT_TRUE(Library.lookup("main"));
  EXPECT_NE(Plan.Files[1].Text.find("\n// (helper \"b.c\" 2\n//   (param p)"),
            std::string::npos)
      << Plan.Files[1].Text;
}

TEST(ModelExport, ModelsAreNamedAsCallsFindThem) {
  StoredFunction Cxx = sampleFunction("foo", "c.cpp", 1, "_Z3fooi");
  Cxx.LinkageName = "_Z3fooi";
  StoredFunction Overload = sampleFunction("foo", "c.cpp", 2, "_Z3food");
  Overload.LinkageName = "_Z3food";
  ExportPlan Plan = planExport({Cxx, Overload});
  EXPECT_EQ(Plan.Models, 2u);
  modellang::ModelLibrary Library = load(Plan);
  EXPECT_EQ(diagnostics(Library), "");
  EXPECT_TRUE(Library.lookup("_Z3fooi"));
  EXPECT_TRUE(Library.lookup("_Z3food"));
  EXPECT_FALSE(Library.lookup("foo"));
  EXPECT_EQ(exportedModelName(Cxx, "foo"), "_Z3fooi");
  StoredFunction NoLinkage = sampleFunction("bar");
  NoLinkage.LinkageName = "";
  EXPECT_EQ(exportedModelName(NoLinkage, "bar"), "bar");
}

TEST(ModelExport, InvalidOrMissingModelsAreReported) {
  StoredFunction Broken = sampleFunction("broken");
  Broken.ModelText = "(broken (alternate (guard memory_new p)))";
  StoredFunction Unreadable = sampleFunction("unreadable");
  Unreadable.ModelText = "(unreadable";
  StoredFunction None = sampleFunction("none");
  None.ModelText = "";
  StoredFunction Odd = sampleFunction("odd");
  Odd.File = "we\nird*/.c"; // lands in a comment and a file name
  ExportPlan Plan = planExport({Broken, Unreadable, None, Odd});
  EXPECT_EQ(Plan.Errors.size(), 2u);
  EXPECT_EQ(Plan.Notes.size(), 1u);
  EXPECT_EQ(Plan.Models, 1u);
  modellang::ModelLibrary Library = load(Plan);
  EXPECT_EQ(diagnostics(Library), "");
  EXPECT_TRUE(Library.lookup("odd"));
  EXPECT_EQ(Library.size(), 1u);
}

} // namespace
