// The single-bundle comparison build (bench/webpack.single.cjs) replaces the Module Federation runtime with
// this module: the shell's own loader (platform/loadArea.ts) asks for `<container>/lifecycle` exactly as in the
// federated build, and gets the remote's lifecycles from a dynamic import of the same source file. Each area
// is still its own lazily fetched chunk (same code-splitting policy as federation: an area's code is fetched
// when it is visited), but shared libraries are bundled once by webpack's splitChunks, not shared at run time.
const AREAS: Record<string, () => Promise<unknown>> = {
  mfe_search: () => import('../../mfe-search/src/lifecycle'),
  mfe_listings: () => import('../../mfe-listings/src/lifecycle'),
  mfe_user_dashboard: () => import('../../mfe-user-dashboard/src/lifecycle'),
  mfe_org_dashboard: () => import('../../mfe-org-dashboard/src/lifecycle'),
  mfe_salary: () => import('../../mfe-salary/src/lifecycle'),
};

/** Nothing to register: there are no remote containers, only chunks of this bundle. */
export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const [container, exposed] = id.split('/');
  const load = container ? AREAS[container] : undefined;
  if (!load || exposed !== 'lifecycle') throw new Error(`the single bundle has no ${id}`);
  return (await load()) as T;
}
