//===- simulator/models/ModelSet.cpp --------------------------------------===//
// The models a run emulates calls with.
#include "simulator/models/ModelSet.h"

#include <unordered_map>

namespace pathsim {

std::string_view originName(ModelOrigin O) {
  switch (O) {
  case ModelOrigin::System:
    return "system";
  case ModelOrigin::User:
    return "user";
  case ModelOrigin::Automatic:
    return "automatic";
  }
  return "system";
}

CompiledModels compileModels(const modellang::ModelLibrary &Library) {
  CompiledModels Out;
  for (const auto &[Name, Entry] : Library.models())
    Out.emplace(Name, std::make_unique<CompiledModel>(compileModel(Entry.M)));
  return Out;
}

void ModelSet::addLayer(const CompiledModels &Models, ModelOrigin Origin) {
  Layer L;
  L.Origin = Origin;
  for (auto &[Name, M] : Models)
    L.Models.emplace(Name, M.get());
  Layers.push_back(std::move(L));
}

void ModelSet::addLayer(
    const std::map<std::string, const CompiledModel *> &Models,
    ModelOrigin Origin) {
  Layer L;
  L.Origin = Origin;
  for (auto &[Name, M] : Models)
    L.Models.emplace(Name, M);
  Layers.push_back(std::move(L));
}

std::optional<ModelRef> ModelSet::lookup(std::string_view Name) const {
  for (auto It = Layers.rbegin(); It != Layers.rend(); ++It) {
    auto Found = It->Models.find(Name);
    if (Found != It->Models.end())
      return ModelRef{Found->second, It->Origin};
  }
  return std::nullopt;
}

std::string modelNameFor(const std::string &IRName) {
  static const std::unordered_map<std::string, std::string> Aliases = {
      // Large-file variants under _FILE_OFFSET_BITS=64.
      {"fopen64", "fopen"},
      {"freopen64", "freopen"},
      {"tmpfile64", "tmpfile"},
      {"open64", "open"},
      {"openat64", "openat"},
      {"creat64", "creat"},
      {"lseek64", "lseek"},
      {"mmap64", "mmap"},
      {"fseeko64", "fseeko"},
      {"ftello64", "ftello"},
      {"pread64", "pread"},
      {"pwrite64", "pwrite"},
      {"ftruncate64", "ftruncate"},
      {"truncate64", "truncate"},
      {"fstat64", "fstat"},
      {"stat64", "stat"},
      {"lstat64", "lstat"},
      {"readdir64", "readdir"},
      {"fgetpos64", "fgetpos"},
      {"fsetpos64", "fsetpos"},
      {"fcntl64", "fcntl"},
      {"fstatat64", "fstatat"},
      {"statvfs64", "statvfs"},
      {"fstatvfs64", "fstatvfs"},
      {"getrlimit64", "getrlimit"},
      {"setrlimit64", "setrlimit"},
      {"glob64", "glob"},
      {"globfree64", "globfree"},
      {"lockf64", "lockf"},
      {"mkstemp64", "mkstemp"},
      {"mkostemp64", "mkostemp"},
      {"mkstemps64", "mkstemps"},
      {"mkostemps64", "mkostemps"},
      {"posix_fadvise64", "posix_fadvise"},
      {"posix_fallocate64", "posix_fallocate"},
      {"sendfile64", "sendfile"},
      // XSI's sigpause under _XOPEN_SOURCE or _GNU_SOURCE (signal.h).
      {"__xpg_sigpause", "sigpause"},
      // C99 scanf family.
      {"__isoc99_scanf", "scanf"},
      {"__isoc99_fscanf", "fscanf"},
      {"__isoc99_sscanf", "sscanf"},
      {"__isoc99_vscanf", "vscanf"},
      {"__isoc99_vfscanf", "vfscanf"},
      {"__isoc99_vsscanf", "vsscanf"},
      {"__isoc99_wscanf", "wscanf"},
      {"__isoc99_fwscanf", "fwscanf"},
      {"__isoc99_swscanf", "swscanf"},
      {"__isoc99_vwscanf", "vwscanf"},
      {"__isoc99_vfwscanf", "vfwscanf"},
      {"__isoc99_vswscanf", "vswscanf"},
      {"__isoc23_strtol", "strtol"},
      {"__isoc23_strtoul", "strtoul"},
      // What clang emits for fabs (always) and sqrt (-fno-math-errno): the
      // libm functions' models (float, double, x86 long double).
      {"llvm.fabs.f32", "fabsf"},
      {"llvm.fabs.f64", "fabs"},
      {"llvm.fabs.f80", "fabsl"},
      {"llvm.sqrt.f32", "sqrtf"},
      {"llvm.sqrt.f64", "sqrt"},
      {"llvm.sqrt.f80", "sqrtl"},
      // C++ allocation (Itanium ABI): every replaceable form, each to the
      // model of its own parameters (models/libc/cxx.mdl).
      {"_Znwm", "operator_new"},
      {"_Znam", "operator_new_array"},
      {"_ZnwmRKSt9nothrow_t", "operator_new_nothrow"},
      {"_ZnamRKSt9nothrow_t", "operator_new_array_nothrow"},
      {"_ZnwmSt11align_val_t", "operator_new_aligned"},
      {"_ZnamSt11align_val_t", "operator_new_array_aligned"},
      {"_ZnwmSt11align_val_tRKSt9nothrow_t", "operator_new_aligned_nothrow"},
      {"_ZnamSt11align_val_tRKSt9nothrow_t",
       "operator_new_array_aligned_nothrow"},
      {"_ZdlPv", "operator_delete"},
      {"_ZdaPv", "operator_delete_array"},
      {"_ZdlPvm", "operator_delete_sized"},
      {"_ZdaPvm", "operator_delete_array_sized"},
      {"_ZdlPvSt11align_val_t", "operator_delete_aligned"},
      {"_ZdaPvSt11align_val_t", "operator_delete_array_aligned"},
      {"_ZdlPvmSt11align_val_t", "operator_delete_sized_aligned"},
      {"_ZdaPvmSt11align_val_t", "operator_delete_array_sized_aligned"},
      {"_ZdlPvRKSt9nothrow_t", "operator_delete_nothrow"},
      {"_ZdaPvRKSt9nothrow_t", "operator_delete_array_nothrow"},
      {"_ZdlPvSt11align_val_tRKSt9nothrow_t",
       "operator_delete_aligned_nothrow"},
      {"_ZdaPvSt11align_val_tRKSt9nothrow_t",
       "operator_delete_array_aligned_nothrow"},
  };
  auto It = Aliases.find(IRName);
  return It == Aliases.end() ? IRName : It->second;
}

} // namespace pathsim
