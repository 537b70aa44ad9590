import { createAppStore } from '../store/createAppStore';
import {
  selectDisplayName,
  selectEnvironment,
  selectIsNonAdmin,
  selectIsOrgMember,
  selectIsSessionKnown,
  selectIsSignedIn,
  selectIsStaff,
  selectSessionStatus,
  selectUser,
  selectUserLang,
} from './selectors';
import {
  environmentLoaded,
  sessionLoadFailed,
  sessionLoadStarted,
  userLoaded,
  userSignedIn,
  userSignedOut,
  userUpdated,
} from './sessionSlice';
import { testUser } from './testUser';

const environment = {
  showAcceptCookies: true,
  guessedLocation: null,
  isUS: false,
  abExperiments: [],
  oidcSignIn: false,
};

describe('platform/session', () => {
  it('starts unknown, loads, and is known once /users/me answered', () => {
    const store = createAppStore();
    expect(selectSessionStatus(store.getState())).toBe('unknown');
    store.dispatch(sessionLoadStarted());
    expect(selectSessionStatus(store.getState())).toBe('loading');
    expect(selectIsSessionKnown(store.getState())).toBe(false);
    store.dispatch(userLoaded(null));
    expect(selectSessionStatus(store.getState())).toBe('known');
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });

  it('a failed load leaves the session unknown, not signed out; a known session stays known', () => {
    const store = createAppStore();
    store.dispatch(sessionLoadStarted());
    store.dispatch(sessionLoadFailed());
    expect(selectSessionStatus(store.getState())).toBe('unknown');
    const user = testUser();
    store.dispatch(userSignedIn(user));
    store.dispatch(sessionLoadStarted());
    store.dispatch(sessionLoadFailed());
    expect(selectSessionStatus(store.getState())).toBe('known');
    expect(selectUser(store.getState())).toBe(user);
  });

  it('signing in and out sets and clears the user', () => {
    const store = createAppStore();
    store.dispatch(userSignedIn(testUser()));
    expect(selectIsSignedIn(store.getState())).toBe(true);
    expect(selectUserLang(store.getState())).toBe('pt');
    store.dispatch(userSignedOut());
    expect(selectUser(store.getState())).toBeNull();
    expect(selectUserLang(store.getState())).toBeNull();
    expect(selectSessionStatus(store.getState())).toBe('known');
  });

  it("updates the signed-in user's own record, never another user's", () => {
    const store = createAppStore();
    store.dispatch(userUpdated(testUser({ lang: 'es' })));
    expect(selectUser(store.getState())).toBeNull();
    store.dispatch(userSignedIn(testUser()));
    store.dispatch(userUpdated(testUser({ lang: 'es' })));
    expect(selectUserLang(store.getState())).toBe('es');
    store.dispatch(userUpdated(testUser({ id: 99, lang: 'en' })));
    expect(selectUserLang(store.getState())).toBe('es');
  });

  it('keeps the environment', () => {
    const store = createAppStore();
    expect(selectEnvironment(store.getState())).toBeNull();
    store.dispatch(environmentLoaded(environment));
    expect(selectEnvironment(store.getState())).toEqual(environment);
  });
});

describe('session selectors (docs/product/accounts.md#roles)', () => {
  const stateWith = (user: ReturnType<typeof testUser> | null) => {
    const store = createAppStore();
    store.dispatch(userLoaded(user));
    return store.getState();
  };

  it('display name: the name, else the email, null when signed out', () => {
    expect(selectDisplayName(stateWith(testUser()))).toBe('Ana Lima');
    expect(selectDisplayName(stateWith(testUser({ name: '  ' })))).toBe('ana@example.org');
    expect(selectDisplayName(stateWith(null))).toBeNull();
  });

  it('org member: at least one organisation', () => {
    expect(selectIsOrgMember(stateWith(testUser()))).toBe(false);
    expect(
      selectIsOrgMember(
        stateWith(testUser({ orgs: [{ id: 3, name: 'Org', isOwner: true, selected: false }] })),
      ),
    ).toBe(true);
    expect(selectIsOrgMember(stateWith(null))).toBe(false);
  });

  it.each([
    ['no user', null, true],
    ['a user without permissions', testUser(), true],
    ['staff', testUser({ permissions: ['staff'] }), false],
    ['an org admin', testUser({ permissions: ['orgAdmin'] }), false],
    [
      'a member without orgAdmin permission',
      testUser({ orgs: [{ id: 1, name: 'O', isOwner: true, selected: false }] }),
      true,
    ],
  ])('non-admin for %s: %s', (_label, user, nonAdmin) => {
    expect(selectIsNonAdmin(stateWith(user))).toBe(nonAdmin);
  });

  it('staff: the staff permission', () => {
    expect(selectIsStaff(stateWith(testUser({ permissions: ['staff'] })))).toBe(true);
    expect(selectIsStaff(stateWith(testUser({ permissions: ['orgAdmin'] })))).toBe(false);
  });

  it('derived values are memoised: the same state gives the same answer object', () => {
    const state = stateWith(testUser());
    expect(selectDisplayName(state)).toBe(selectDisplayName(state));
    expect(selectDisplayName.recomputations()).toBeGreaterThan(0);
    const before = selectIsNonAdmin.recomputations();
    selectIsNonAdmin(state);
    selectIsNonAdmin(state);
    expect(selectIsNonAdmin.recomputations()).toBe(before + 1);
  });
});
