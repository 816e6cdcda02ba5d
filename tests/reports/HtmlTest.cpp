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
  // Each badge links to its step in the path list, and to the previous
  // and next steps where they are in the source.
  std::regex Line8(
      "<tr id=\"L8\" class=\"on-path\"><td class=\"steps\"><span "
      "class=\"badge\" id=\"S1\"><a href=\"#step-1\" title=\"step 1 of "
      "the path\">1</a><a class=\"next\" href=\"#S2\" title=\"next step "
      "\\(2\\)\">[^<]+</a></span><span class=\"badge\" id=\"S2\"><a "
      "class=\"prev\" href=\"#S1\" title=\"previous step \\(1\\)\">[^<]+</a>"
      "<a href=\"#step-2\" title=\"step 2 of the path\">2</a><a "
      "class=\"next\" href=\"#S3\" title=\"next step \\(3\\)\">[^<]+</a>"
      "</span></td><td class=\"ln\">8</td><td class=\"code\">    if "
      "\\(size &gt; 0\\)</td><td class=\"notes\">when `size &gt; 0'</td>"
      "</tr>");
  EXPECT_TRUE(std::regex_search(Page, Line8)) << Page;
  EXPECT_NE(Page.find("<tr id=\"L12\" class=\"on-path warning-line\">"),
            std::string::npos);
  EXPECT_NE(Page.find("function returns 0"), std::string::npos);
  EXPECT_NE(Page.find("memory exhausted"), std::string::npos);
}

TEST_F(Html, IndexCountsWarningsByKindAndRank) {
  ASSERT_STRNE(PATHSIM_CHROMIUM, "");
  // The leak and the NULL dereference are likely; the uninitialized
  // dereference is suppressed: counted apart.
  std::string Dom = dumpDom(Profile, url("index.html"));
  auto Row = [](const std::string &Kind, const std::string &Cells) {
    return std::regex("<tr><th>" + Kind + "</th>" + Cells + "</tr>");
  };
  std::string Zero = "<td class=\"n zero\">0</td>";
  auto Count = [](const std::string &Kind, const std::string &Rank, int N) {
    return "<td class=\"n\"><a href=\"#warnings\" data-kind=\"" + Kind +
           "\" data-rank=\"" + Rank + "\">" + std::to_string(N) + "</a></td>";
  };
  EXPECT_NE(Dom.find("<table id=\"counts\" class=\"counts\">\n<thead><tr>"
                     "<th>kind</th><th>certain</th><th>likely</th><th>"
                     "possible</th><th>total</th></tr></thead>"),
            std::string::npos)
      << Dom;
  EXPECT_TRUE(
      std::regex_search(Dom, Row("leak", Zero + Count("leak", "likely", 1) +
                                             Zero + Count("leak", "", 1))))
      << Dom;
  EXPECT_TRUE(std::regex_search(
      Dom, Row("null-deref", Zero + Count("null-deref", "likely", 1) + Zero +
                                 Count("null-deref", "", 1))));
  EXPECT_TRUE(std::regex_search(Dom, Row("all", Zero + Count("", "likely", 2) +
                                                    Zero + Count("", "", 2))));
  EXPECT_EQ(Dom.find("<tr><th>uninit-deref</th>"), std::string::npos);
  EXPECT_NE(Dom.find("1 suppressed by comments, not counted"),
            std::string::npos);
  // A count filters the list to its kind and rank.
  std::string Probe = readAll(Dir.file("site/index.html"));
  Probe.replace(Probe.find("<script src=\"pathsim.js\"></script>"),
                std::string("<script src=\"pathsim.js\"></script>").size(),
                "<script src=\"pathsim.js\"></script><script>"
                "document.querySelector('#counts a[data-kind=\"null-deref\"]"
                "[data-rank=\"likely\"]').click();"
                "document.body.setAttribute('data-probe', "
                "document.querySelectorAll('tbody tr.warning').length + ' ' +"
                "document.getElementById('f-kind').value);"
                "</script>");
  test::writeFile(Dir.file("site/probe.html"), Probe);
  Dom = dumpDom(Profile, url("probe.html"));
  EXPECT_NE(Dom.find("data-probe=\"1 null-deref\""), std::string::npos) << Dom;
}

TEST_F(Html, StepsLinkBackAndForthAcrossTheSource) {
  ASSERT_STRNE(PATHSIM_CHROMIUM, "");
  // The NULL dereference with two steps in a callee (another file): they
  // are not in the listing, so their neighbours link to their place in the
  // path list.
  std::vector<ReportedWarning> One = {Ws[2]};
  SourceLocation Callee{Dir.file("lib.c"), "lib.c", 3, 5};
  auto &Path = One[0].W.Path;
  Path.insert(Path.begin() + 4,
              {PathStep{PathStep::Kind::Statement, Callee, "", 1},
               PathStep{PathStep::Kind::Condition, Callee, "n > 0", 1}});
  Error E = writeHtmlReport(Dir.file("site2"), One, Sources, HtmlOptions());
  ASSERT_FALSE(E) << E.message();
  std::string Page = dumpDom(Profile, url("../site2/w12.html"));
  // Step 4 (the call, line 9) goes on to step 5 in the callee's list item;
  // step 7 (the model outcome, back on line 9) goes back to step 6 there.
  EXPECT_NE(Page.find("<span class=\"badge\" id=\"S4\"><a class=\"prev\" "
                      "href=\"#S3\" title=\"previous step (3)\">◀</a><a "
                      "href=\"#step-4\" title=\"step 4 of the path\">4</a><a "
                      "class=\"next\" href=\"#step-5\" title=\"next step "
                      "(5)\">▶</a></span>"),
            std::string::npos)
      << Page;
  EXPECT_NE(Page.find("<span class=\"badge\" id=\"S7\"><a class=\"prev\" "
                      "href=\"#step-6\""),
            std::string::npos);
  EXPECT_EQ(Page.find("id=\"S5\""), std::string::npos);
  // The path list: each step links to its badge (or line), its neighbours.
  EXPECT_NE(Page.find("<li id=\"step-5\" class=\"step step-statement\" "
                      "style=\"margin-left:2em\"><a href=\"#L3\">lib.c:3:5"
                      "</a>"),
            std::string::npos);
  EXPECT_NE(Page.find("<span class=\"nav\"><a class=\"prev\" href=\"#S4\" "
                      "title=\"previous step (4)\">◀</a><a class=\"next\" "
                      "href=\"#step-6\" title=\"next step (6)\">▶</a></span>"),
            std::string::npos);
  // The last step (the defect) has no next; the first no previous.
  EXPECT_NE(Page.find("<li id=\"step-11\" class=\"step step-event\""),
            std::string::npos);
  EXPECT_EQ(Page.find("title=\"next step (12)\""), std::string::npos);
  EXPECT_EQ(Page.find("title=\"previous step (0)\""), std::string::npos);
  // Following a link lands on an element that exists.
  std::regex Href("href=\"#(S[0-9]+|step-[0-9]+)\"");
  for (auto It = std::sregex_iterator(Page.begin(), Page.end(), Href);
       It != std::sregex_iterator(); ++It)
    EXPECT_NE(Page.find("id=\"" + (*It)[1].str() + "\""), std::string::npos)
        << (*It)[1];
}

TEST_F(Html, AnAutomaticModelStepLinksToItsCalleeAndNamesTheCase) {
  ASSERT_STRNE(PATHSIM_CHROMIUM, "");
  // The NULL dereference's malloc replaced by an automatic model of f
  // itself (a function of the run, at example1.c:4), case 2 of 3.
  std::vector<ReportedWarning> One = {Ws[2]};
  ModelUse &M = One[0].W.Models[0];
  M.Callee = "f";
  M.Origin = "automatic";
  M.Reason = "";
  M.Case = "case 2 of 3: (guard igt n 10)";
  HtmlOptions Options;
  FunctionStats F = test::example1Stats(Dir.file("example1.c"), "example1.c");
  FunctionStats Other = F;
  Other.Function = Other.LinkageName = "other";
  Options.Functions = {Other, F};
  Error E = writeHtmlReport(Dir.file("site3"), One, Sources, Options);
  ASSERT_FALSE(E) << E.message();
  std::string Page = dumpDom(Profile, url("../site3/w12.html"));
  // The model outcome step (step 5) names the callee's page and the case.
  EXPECT_NE(Page.find("model outcome: memory exhausted · automatic model of "
                      "<a class=\"callee\" href=\"fn1.html\">f</a>, <span "
                      "class=\"case\">case 2 of 3: (guard igt n 10)</span>"),
            std::string::npos)
      << Page;
  EXPECT_NE(Page.find("<td>automatic <a class=\"callee\" href=\"fn1.html\">"
                      "f</a></td>"),
            std::string::npos);
  // The callee's page: its source, and the use, back to the warning.
  std::string Callee = dumpDom(Profile, url("../site3/fn1.html"));
  EXPECT_NE(Callee.find("<h1>Function <code>f</code></h1>"), std::string::npos)
      << Callee;
  EXPECT_NE(Callee.find("<li><a href=\"w12.html\">example1.c:9:26</a>: <code>"
                        "malloc(size)</code>: function returns 0, <span "
                        "class=\"case\">case 2 of 3: (guard igt n 10)</span>"
                        "</li>"),
            std::string::npos)
      << Callee;
  EXPECT_NE(Callee.find("<tr id=\"L12\"><td class=\"ln\">12</td>"),
            std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(Dir.file("site3/fn0.html")));
  // A hand-written model links nowhere.
  std::string Plain = readAll(Dir.file("site/w12.html"));
  EXPECT_EQ(Plain.find("class=\"callee\""), std::string::npos);
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
                "document.querySelectorAll('#warnings tbody tr').length);"
                "</script>");
  test::writeFile(Dir.file("site/probe.html"), Probe);
  std::string Dom = dumpDom(Profile, url("probe.html"));
  EXPECT_NE(Dom.find("data-probe=\"1\""), std::string::npos) << Dom;
  EXPECT_NE(Dom.find("class=\"sorted-asc\""), std::string::npos);
}

} // namespace
