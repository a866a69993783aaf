import type { TestApp, TestUser } from './harness';

/** The users of a test on one organization's objects: who may change, who may read, and who may not. */
export interface Team {
  /** The organization's owner. */
  owner: TestUser;
  /** A plain member of the owner's organization. */
  reader: TestUser;
  /** A user of an organization of their own only. */
  outsider: TestUser;
}

/** Signs up an owner, a plain member of the owner's organization and an outsider, by these names. */
export async function signUpTeam(
  t: TestApp,
  [ownerName, readerName, outsiderName]: [string, string, string],
): Promise<Team> {
  const owner = await t.signUp(ownerName);
  const reader = await t.signUp(readerName);
  const outsider = await t.signUp(outsiderName);
  await t.services.orgs.addMember(owner.orgId, reader.id, 'member');
  return { owner, reader, outsider };
}
