//===- store/RowCopy.cpp - copying rows between two databases -------------===//
#include "store/RowCopy.h"

namespace pathsim::store {

void bindRow(const Statement &From, Statement &To, std::string_view Kinds,
             int FirstParam) {
  for (size_t K = 0; K < Kinds.size(); ++K) {
    int Column = static_cast<int>(K);
    int Param = FirstParam + Column;
    if (Kinds[K] == '-')
      continue;
    if (From.columnIsNull(Column)) {
      To.bindNull(Param);
      continue;
    }
    switch (Kinds[K]) {
    case 'i':
      To.bind(Param, From.columnInt(Column));
      break;
    case 'r':
      To.bind(Param, From.columnDouble(Column));
      break;
    case 'b':
      To.bindBlob(Param, From.columnBytes(Column));
      break;
    default:
      To.bind(Param, std::string_view(From.columnBytes(Column)));
      break;
    }
  }
}

} // namespace pathsim::store
