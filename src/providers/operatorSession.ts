import type { ApiUser } from '../domain/user';
import { fetchMe, rememberSession } from './session';
import { shopMethods } from './shopMethods';

/**
 * Another operator takes the shared tablet with their PIN: the answer is a sign-in's (access token,
 * refresh cookie), kept the way a sign-in keeps it, then the new user is read. Called outside
 * react-admin's dataProvider wrapper on purpose: a wrong PIN answers 401, which that wrapper would
 * take for the tablet's own session ending and sign the current operator out.
 */
export const switchOperator = async (userId: number, pin: string): Promise<ApiUser> => {
  const answer = await shopMethods.switchOperator({ userId, pin });
  rememberSession({ accessToken: answer.accessToken });
  const user = await fetchMe({ force: true });
  if (!user) throw new Error('no user');
  return user;
};
