/* Debatable: as_data() returns NULL only for objects of another type; the caller never asked. */
struct obj { int type; void *data; };
void *as_data(struct obj *o) {
  return o->type == 7 ? o->data : 0;
}
int first(struct obj *o) {
  int *p = as_data(o); /* callers only ever pass objects of type 7 */
  return *p;
}
