//===- reports/HtmlRenderer.h - a static HTML site of a run's warnings ----===//
#pragma once

#include "reports/Expected.h"
#include "reports/ReportedWarning.h"
#include "reports/SourceCache.h"
#include "simulator/FunctionStats.h"

#include <string>
#include <string_view>
#include <vector>

namespace pathsim::reports {

/// What the report's pages say about the run.
struct HtmlOptions {
  std::string Title = "pathsim report";
  std::string RunSummary; ///< one line under the title, e.g. "run 3, ..."
  /// The run's functions: a path step that used a callee's automatic model
  /// links to a page of that callee's source (fn<N>.html).
  std::vector<FunctionStats> Functions;
};

/// Writes a static site into \p Dir (created if missing) that opens from
/// file:// with no server: index.html (a table of the warnings that sorts and
/// filters by kind, file and function), pathsim.css, pathsim.js, and one page
/// per warning, w<ID>.html, with the function's source, the path's steps
/// numbered and highlighted in it, the conditions beside their lines and the
/// models used. All text from the program and the source is escaped.
Error writeHtmlReport(const std::string &Dir,
                      const std::vector<ReportedWarning> &Ws,
                      SourceCache &Sources, const HtmlOptions &Options);

/// The page name of a warning: "w<ID>.html".
std::string warningPageName(const ReportedWarning &R, size_t Index);

/// \p Text with &, <, >, " and ' escaped for HTML text and attributes.
std::string escapeHtml(std::string_view Text);

} // namespace pathsim::reports
