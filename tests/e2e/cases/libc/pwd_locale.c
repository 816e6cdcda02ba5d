// pwd.h and grp.h (pwd.mdl), locale.h (locale.mdl).
#define _GNU_SOURCE
#include <grp.h>
#include <locale.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>

int getpwnam_misuse(const char *user) {
  return getpwnam(user)->pw_uid; // expected-warning{{dereferencing NULL pointer}}
}
int getpwuid_misuse(void) {
  uid_t u;
  return getpwuid(u) != NULL; // expected-warning{{passing uninitialized value 'u' to 'getpwuid'}}
}
int getgrnam_misuse(void) {
  return getgrnam(NULL) != NULL; // expected-warning{{passing NULL pointer 'name' to 'getgrnam' [null-deref]}}
}
int getgrgid_misuse(gid_t g) {
  return getgrgid(g)->gr_gid; // expected-warning{{dereferencing NULL pointer}}
}
/* The entries are static storage (memory_static): not the caller's to
   free. */
void getpwnam_freed(const char *user) {
  free(getpwnam(user)); // expected-warning{{freeing memory not from the heap: 'getpwnam()' points to static storage returned by 'getpwnam' [free-nonheap]}}
}
int getpwnam_r_misuse(const char *user) {
  struct passwd pw, *res;
  char buf[256];
  getpwnam_r(user, &pw, buf, sizeof buf, &res);
  return res->pw_uid; // expected-warning{{dereferencing NULL pointer 'res' [null-deref]}}
}
int getpwuid_r_misuse(uid_t u) {
  struct passwd pw;
  char buf[256];
  return getpwuid_r(u, &pw, buf, sizeof buf, NULL); // expected-warning{{passing NULL pointer 'result' to 'getpwuid_r' [null-deref]}}
}
int getgrnam_r_misuse(const char *g) {
  struct group gr, *res;
  return getgrnam_r(g, &gr, NULL, 256, &res); // expected-warning{{passing NULL pointer 'buffer' to 'getgrnam_r' [null-deref]}}
}
int getgrgid_r_misuse(gid_t g) {
  struct group gr, *res;
  char buf[256];
  getgrgid_r(g, &gr, buf, sizeof buf, &res);
  return res->gr_gid; // expected-warning{{dereferencing NULL pointer 'res' [null-deref]}}
}
int getpwent_misuse(void) {
  return getpwent()->pw_uid; // expected-warning{{dereferencing NULL pointer}}
}
int users_ok(const char *user, uid_t u, gid_t g) {
  struct passwd pw, *pr;
  struct group gr, *gp;
  char b1[256], b2[256];
  int n = 0;
  const struct passwd *a = getpwnam(user), *b = getpwuid(u);
  const struct group *c = getgrnam("wheel"), *d = getgrgid(g);
  n += (a ? a->pw_uid : 0) + (b ? b->pw_uid : 0) + (c ? c->gr_gid : 0) +
       (d ? d->gr_gid : 0);
  if (getpwnam_r(user, &pw, b1, sizeof b1, &pr) == 0 && pr)
    n += pr->pw_uid;
  if (getgrgid_r(g, &gr, b2, sizeof b2, &gp) == 0 && gp)
    n += gp->gr_gid;
  if (getpwuid_r(u, &pw, b1, sizeof b1, &pr) == 0 && pr)
    n += pr->pw_uid;
  if (getgrnam_r("wheel", &gr, b2, sizeof b2, &gp) == 0 && gp)
    n += gp->gr_gid;
  setpwent();
  for (struct passwd *e = getpwent(); e; e = getpwent())
    n += e->pw_uid;
  endpwent();
  return n;
}

/* locale.h */
int setlocale_misuse(void) {
  return setlocale(LC_ALL, "xx_XX.UTF-8")[0]; // expected-warning{{dereferencing NULL pointer}}
}
void setlocale_uninitialized(void) {
  int c;
  setlocale(c, ""); // expected-warning{{passing uninitialized value 'c' to 'setlocale'}}
}
int localeconv_range(void) {
  return localeconv()->decimal_point[0];
}
int newlocale_leaked(void) {
  locale_t l = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  return l != (locale_t)0; // expected-warning{{leak}}
}
void freelocale_twice(void) {
  locale_t l = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  if (!l)
    return;
  freelocale(l);
  freelocale(l); // expected-warning{{'freelocale' needs LOCALE 'l' not to be freed [resource-state]}}
}
locale_t duplocale_after_free(void) {
  locale_t l = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  if (!l)
    return (locale_t)0;
  freelocale(l);
  return duplocale(l); // expected-warning{{'duplocale' needs LOCALE 'l' not to be freed [resource-state]}}
}
locale_t uselocale_after_free(void) {
  locale_t l = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  if (!l)
    return (locale_t)0;
  freelocale(l);
  return uselocale(l); // expected-warning{{'uselocale' needs LOCALE 'l' not to be freed [resource-state]}}
}
int locale_ok(void) {
  const char *old = setlocale(LC_ALL, NULL);
  locale_t l = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  if (!l)
    return -1;
  locale_t d = duplocale(l);
  locale_t prev = uselocale(l);
  uselocale(prev);
  if (d)
    freelocale(d);
  freelocale(l);
  return old[0] + localeconv()->decimal_point[0];
}
/* newlocale consumes its base when it succeeds: json-c's parser makes a
   "C" numeric locale from a copy of the thread's and frees only the new
   one (it was 'leaking LOCALE resource from duplocale(oldlocale)'). */
int numeric_c_locale(void) {
  locale_t old = uselocale((locale_t)0);
  locale_t dup = duplocale(old);
  if (!dup)
    return -1;
  locale_t c = newlocale(LC_NUMERIC_MASK, "C", dup);
  if (!c) {
    freelocale(dup);
    return -1;
  }
  uselocale(c);
  uselocale(old);
  freelocale(c);
  return 0;
}
void base_freed_again(void) {
  locale_t dup = duplocale(LC_GLOBAL_LOCALE);
  if (!dup)
    return;
  locale_t c = newlocale(LC_NUMERIC_MASK, "C", dup);
  if (!c)
    return; // expected-warning{{leaking LOCALE resource from 'duplocale(LC_GLOBAL_LOCALE)'}}
  freelocale(c);
  freelocale(dup); // expected-warning{{'freelocale' needs LOCALE 'dup' not to be freed [resource-state]}}
}

/* The group database an entry at a time. */
int getgrent_unchecked(void) {
  setgrent();
  int gid = getgrent()->gr_gid; // expected-warning{{dereferencing NULL pointer}}
  endgrent();
  return gid;
}
void getgrent_freed(void) {
  struct group *g = getgrent();
  if (g)
    free(g); // expected-warning{{'g' points to static storage returned by 'getgrent' [free-nonheap]}}
}
int groups_ok(void) {
  int n = 0;
  struct group *g;
  setgrent();
  while ((g = getgrent()) != NULL)
    n += g->gr_gid;
  endgrent();
  return n;
}
/* The thread keeps the locale uselocale installs, and a later uselocale
   gives it back: libconfig installs a "C" numeric locale and frees it on
   restore (it was 'leaking LOCALE resource from newlocale(...)' at the
   install, and 'passing NULL pointer loc to freelocale' at the restore, by
   an EINVAL case uselocale never has for a real locale). */
static void install_c_numeric(void) {
  locale_t loc = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
  uselocale(loc);
}
static void restore_global(void) {
  locale_t loc = uselocale(LC_GLOBAL_LOCALE);
  freelocale(loc);
}
int parse_in_c_locale(void) {
  install_c_numeric();
  restore_global();
  return 0;
}
/* The twin: a locale neither installed nor freed is leaked. */
int c_numeric_never_used(void) {
  locale_t loc = newlocale(LC_NUMERIC_MASK, "C", (locale_t)0);
  return loc != (locale_t)0; // expected-warning{{leaking LOCALE resource from 'newlocale(LC_NUMERIC_MASK, "C", (locale_t)0)'}}
}
