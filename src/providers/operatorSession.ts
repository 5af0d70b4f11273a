import type { ApiUser } from '../domain/user';
import { fetchMe, rememberSession } from './session';
import type { ShopMethods } from './shopMethods';

/**
 * Another operator takes the shared tablet with their PIN: the answer is a sign-in's (access token,
 * refresh cookie), kept the way a sign-in keeps it, then the new user is read. The call goes through
 * the dataProvider; a wrong PIN answers 400, so react-admin's error check leaves the tablet signed in.
 */
export const switchOperator = async (dataProvider: Pick<ShopMethods, 'switchOperator'>, userId: number, pin: string): Promise<ApiUser> => {
  const answer = await dataProvider.switchOperator({ userId, pin });
  rememberSession({ accessToken: answer.accessToken });
  const user = await fetchMe({ force: true });
  if (!user) throw new Error('no user');
  return user;
};
