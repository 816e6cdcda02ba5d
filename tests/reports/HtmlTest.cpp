//===- tests/reports/HtmlTest.cpp - the HTML report, in headless Chromium -===//
#include "reports/HtmlRenderer.h"
#include "tests/reports/Example1.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <sys/wait.h>

using namespace pathsim;
using namespace pathsim::reports;

namespace {

std::string readAll(const std::string &Path) {
  std::ifstream In(Path);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

/// The DOM of \p Url after its scripts ran, as headless Chromium dumps it.
std::string dumpDom(const test::TempDir &Profile, const std::string &Url) {
  std::string Command =
      std::string("timeout 90 ") + PATHSIM_CHROMIUM +
      " --headless --no-sandbox --disable-gpu --disable-background-networking"
      " --disable-component-update --disable-sync --no-first-run"
      " --allow-file-access-from-files --user-data-dir='" +
      Profile.path() + "' --dump-dom '" + Url + "' 2>/dev/null";
  std::string Out;
  FILE *Pipe = popen(Command.c_str(), "r");
  if (!Pipe)
    return Out;
  std::array<char, 4096> Buffer;
  size_t N;
  while ((N = fread(Buffer.data(), 1, Buffer.size(), Pipe)) > 0)
    Out.append(Buffer.data(), N);
  pclose(Pipe);
  return Out;
}

struct Html : ::testing::Test {
  test::TempDir Dir, Profile;
  test::InDirectory Here{Dir.path()};
  SourceCache Sources;
  std::vector<ReportedWarning> Ws;

  void SetUp() override {
    std::string Path = Dir.file("example1.c");
    // Source text that must be escaped on the page.
    std::string Src = test::example1Source();
    Src.replace(Src.find("/* example1.c"), 2, "/* <script>alert(1)</script>");
    test::writeFile(Path, Src);
    Ws = prepareWarnings(test::example1Warnings(Path, "example1.c"), Sources);
    for (size_t I = 0; I < Ws.size(); ++I) {
      Ws[I].Id = static_cast<int64_t>(I + 10);
      Ws[I].FunctionLine = 4;
    }
    Ws[1].Suppressed = true;
    Ws[0].W.Message = "leaking <b>memory</b> & \"more\"";
    HtmlOptions Options;
    Options.Title = "pathsim: run 1";
    Error E = writeHtmlReport(Dir.file("site"), Ws, Sources, Options);
    ASSERT_FALSE(E) << E.message();
  }

  std::string url(const std::string &Page) {
    return "file://" + Dir.file("site/" + Page);
  }
};

TEST_F(Html, WritesPagesWithEverythingEscaped) {
  std::string Index = readAll(Dir.file("site/index.html"));
  EXPECT_EQ(Index.find("<b>memory</b>"), std::string::npos);
  EXPECT_NE(Index.find("leaking \\u003cb\\u003ememory"), std::string::npos);
  std::string Page = readAll(Dir.file("site/w10.html"));
  EXPECT_NE(Page.find("leaking &lt;b&gt;memory&lt;/b&gt; &amp; &quot;more"),
            std::string::npos);
  std::string Null = readAll(Dir.file("site/w12.html"));
  EXPECT_EQ(Null.find("<script>alert"), std::string::npos);
  EXPECT_TRUE(std::filesystem::exists(Dir.file("site/pathsim.js")));
  EXPECT_TRUE(std::filesystem::exists(Dir.file("site/pathsim.css")));
}

TEST_F(Html, IndexListsWarningsInChromiumAndLinksToThePath) {
  ASSERT_STRNE(PATHSIM_CHROMIUM, "") << "chromium not found at configure time";
  std::string Dom = dumpDom(Profile, url("index.html"));
  ASSERT_NE(Dom.find("<tbody>"), std::string::npos) << Dom;
  // The script built one row per unsuppressed warning.
  std::regex Row("<tr class=\"warning\">");
  auto Rows = std::distance(std::sregex_iterator(Dom.begin(), Dom.end(), Row),
                            std::sregex_iterator());
  EXPECT_EQ(Rows, 2) << Dom;
  EXPECT_NE(Dom.find("2 of 3 warnings shown"), std::string::npos) << Dom;
  EXPECT_NE(Dom.find("dereferencing NULL pointer 'result'"), std::string::npos);
  EXPECT_NE(Dom.find("<option value=\"null-deref\">null-deref</option>"),
            std::string::npos);
  // The filters were filled from the data.
  EXPECT_NE(Dom.find("<option value=\"example1.c\">"), std::string::npos);

  // Follow the NULL dereference's link, as a user would.
  std::smatch Link;
  std::string Text = Dom;
  std::regex Href("<a href=\"(w[0-9]+\\.html)\">dereferencing NULL pointer");
  ASSERT_TRUE(std::regex_search(Text, Link, Href)) << Dom;
  std::string Page = dumpDom(Profile, url(Link[1]));
  EXPECT_NE(Page.find("<span class=\"kind\">null-deref</span>"),
            std::string::npos)
      << Page;
  // The path: steps listed in order, numbered badges on the source lines,
  // the conditions beside their lines, the models used.
  EXPECT_NE(Page.find("<ol class=\"path\">"), std::string::npos);
  EXPECT_NE(Page.find("when 'size &gt; 0'"), std::string::npos);
  std::regex Line8("<tr id=\"L8\" class=\"on-path\"><td class=\"steps\">"
                   "<span class=\"badge\">1</span><span class=\"badge\">2"
                   "</span></td><td class=\"ln\">8</td><td class=\"code\">"
                   "    if \\(size &gt; 0\\)</td><td class=\"notes\">when "
                   "`size &gt; 0'</td></tr>");
  EXPECT_TRUE(std::regex_search(Page, Line8)) << Page;
  EXPECT_NE(Page.find("<tr id=\"L12\" class=\"on-path warning-line\">"),
            std::string::npos);
  EXPECT_NE(Page.find("function returns 0"), std::string::npos);
  EXPECT_NE(Page.find("memory exhausted"), std::string::npos);
}

TEST_F(Html, FilterAndSortScriptRunsWithoutErrors) {
  ASSERT_STRNE(PATHSIM_CHROMIUM, "");
  // A page that loads the index script with a filter preset, then reports.
  std::string Index = readAll(Dir.file("site/index.html"));
  std::string Probe = Index;
  Probe.replace(Probe.find("<script src=\"pathsim.js\"></script>"),
                std::string("<script src=\"pathsim.js\"></script>").size(),
                "<script src=\"pathsim.js\"></script><script>"
                "var s = document.getElementById('f-kind');"
                "s.value = 'leak'; s.dispatchEvent(new Event('change'));"
                "document.getElementById('f-suppressed').click();"
                "document.querySelector('th[data-key=line]').click();"
                "document.body.setAttribute('data-probe', "
                "document.querySelectorAll('tbody tr').length);"
                "</script>");
  test::writeFile(Dir.file("site/probe.html"), Probe);
  std::string Dom = dumpDom(Profile, url("probe.html"));
  EXPECT_NE(Dom.find("data-probe=\"1\""), std::string::npos) << Dom;
  EXPECT_NE(Dom.find("class=\"sorted-asc\""), std::string::npos);
}

} // namespace
