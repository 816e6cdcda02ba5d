//===- reports/HtmlAssets.h - the stylesheet and script of the HTML report ===//
#pragma once

#include <string_view>

namespace pathsim::reports {

/// pathsim.css: shared by the index and the warning pages.
extern const std::string_view HtmlStyleSheet;
/// pathsim.js: builds, filters and sorts the index table from the
/// `PATHSIM_WARNINGS` array the index page embeds. Plain JavaScript, no
/// library, works from file://.
extern const std::string_view HtmlIndexScript;

} // namespace pathsim::reports
