// The loader of the screen namespaces' catalogues (locales/<namespace>/<language>.ts), in a chunk of its own: the
// map of every namespace's files grows with each converted screen and stays out of the entry script
// (docs/decisions/195).
export function loadScreenCatalogue(language: string, namespace: string) {
  return import(`./locales/${namespace}/${language}.ts`);
}
