/** Each area renders into its own element inside <main>, so one area's crash never touches another's DOM. */
export function areaContainer(appName: string, doc: Document = document): HTMLElement {
  const id = `area-${appName}`;
  let el = doc.getElementById(id);
  if (!el) {
    el = doc.createElement('div');
    el.id = id;
    el.dataset.area = appName;
    (doc.getElementById('areas') ?? doc.body).appendChild(el);
  }
  return el;
}
