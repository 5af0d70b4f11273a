import type { MessageShape } from '../shape';
import type { admin as tr } from '../tr/admin';

export const admin: MessageShape<typeof tr> = {
  users: {
    listed: 'Users listed',
    listFailed: 'Could not load the users',
    created: 'User created',
    createFailed: 'Could not create the user',
    updated: 'User updated',
    updateFailed: 'Could not update the user',
    deleted: 'User deleted',
    deleteFailed: 'Could not delete the user',
    approved: 'Account approved',
    deactivated: 'Account deactivated',
    statusChanged: 'Account status updated',
    hasJobs: 'This user has jobs and cannot be deleted. Deactivate the account instead.',
    lastAdmin: 'The last admin cannot be deleted, deactivated or given another role.',
    selfDelete: 'You cannot delete your own account.',
    selfDisable: 'You cannot deactivate your own account.',
    notFound: 'User not found.',
    createdMessageFailed: 'User created, but the welcome message could not be sent.',
  },
  customers: {
    listFailed: 'Could not load the customers',
    updateFailed: 'Could not update the customer',
    deleteFailed: 'Could not delete the customer',
    empty: 'No customer matches the search',
  },
  logs: {
    listFailed: 'Could not load the logs',
    empty: 'No records found',
    recorded: 'Record added',
    cleared: 'Activity logs cleared',
    csv: {
      createdAt: 'Date',
      userName: 'User',
      description: 'Description',
      ip: 'IP',
      userAgent: 'User agent',
      action: 'Action',
      resource: 'Resource',
      resourceId: 'Resource id',
    },
  },
  projects: {
    listed: "The user's projects listed",
  },
  log: {
    userCreated: 'User {name} ({email}) created, role: {role}',
    userUpdated: 'User {name} ({email}) updated',
    userDeleted: 'User {name} ({email}) deleted',
    userApproved: 'Account of {name} ({email}) approved',
    userDeactivated: 'Account of {name} ({email}) deactivated',
    userPending: 'Account of {name} ({email}) set to awaiting approval',
    logsCleared: 'Activity logs cleared ({count} records deleted)',
  },
  mail: {
    welcomeSubject: 'Your account was created',
    welcomeText:
      'Hello {name},\n\nAn admin created a {role} account for you.\nSign in: {link}\nE-mail: {email}\n\nGet your password from your admin and verify your phone number at the first sign-in. You can change the password on your profile page.',
  },
  sms: {
    welcome: 'Your workshop account was created. Sign in: {link} E-mail: {email}. Get your password from your admin.',
  },
};
