import type { MessageShape } from '../shape';
import type { legal as tr } from '../tr/legal';

export const legal: MessageShape<typeof tr> = {
  lastUpdatedLabel: 'Last updated:',
  privacy: {
    title: 'Privacy policy',
    lastUpdated: '4 October 2025',
    summary: 'How we collect, use and protect your personal data.',
    sections: {
      intro: {
        title: '1. Introduction',
        body: 'This policy explains how the personal data of customers, suppliers, employees and administrators using our workshop management system is processed under the Turkish Personal Data Protection Law No. 6698 (KVKK). By using the system you acknowledge having read it.',
        items: {},
      },
      collected: {
        title: '2. Information we collect',
        body: 'We collect only what the service needs:',
        items: {
          i1: 'Identity and contact data: first name, last name, e-mail address and phone number.',
          i2: 'For suppliers, company data: company name, tax number and company phone.',
          i3: 'Account data: role, verification state, last sign-in and an irreversible hash of your password.',
          i4: 'Activity records: what you did, your IP address and browser.',
          i5: 'Files you upload: job photos, technical drawings and documents.',
        },
      },
      use: {
        title: '3. How we use it',
        body: 'We use the data only to:',
        items: {
          i1: 'Create your account and verify your identity and phone.',
          i2: 'Run job, project, order and payment processes.',
          i3: 'Send you notifications, verification codes and password reset links.',
          i4: 'Keep the system secure and detect abuse.',
          i5: 'Meet our legal obligations.',
        },
      },
      security: {
        title: '4. Data security',
        body: 'Passwords are kept only as strong one-way hashes; sessions use short-lived keys. Files are not in a public folder and are served only through links that check permissions. Each user sees only what their role allows, and important actions are recorded.',
        items: {},
      },
      sharing: {
        title: '5. Sharing with third parties',
        body: 'We do not sell your data or share it for advertising. Data is shared only as far as the service requires:',
        items: {
          i1: 'Messaging providers that deliver our SMS and e-mail.',
          i2: 'Infrastructure providers that host and back up the system.',
          i3: 'Competent public authorities when the law requires it.',
        },
      },
      rights: {
        title: '6. Your rights under KVKK',
        body: 'Under article 11 of KVKK you may apply to us to:',
        items: {
          i1: 'Learn whether your data is processed and ask for information about it.',
          i2: 'Learn the purpose of processing and whether it is used accordingly.',
          i3: 'Know the third parties your data is transferred to.',
          i4: 'Ask for incomplete or wrong data to be corrected.',
          i5: 'Ask for your data to be deleted or destroyed where the conditions are met.',
          i6: 'Object to a result against you drawn only from automated analysis.',
          i7: 'Claim compensation for damage caused by unlawful processing.',
        },
      },
      contact: {
        title: '7. Contact',
        body: 'For questions about this policy or your personal data, and for KVKK applications, write to iletisim@example.com or use the contact details on the Help page. We answer within 30 days at the latest.',
        items: {},
      },
    },
  },
  terms: {
    title: 'Terms of use',
    lastUpdated: '4 October 2025',
    summary: 'The rules and mutual responsibilities that apply when you use the workshop management system.',
    sections: {
      acceptance: {
        title: '1. Acceptance',
        body: 'By registering or signing in you accept these terms and the privacy policy. If you do not accept them, do not use the system.',
        items: {},
      },
      service: {
        title: '2. The service',
        body: 'The system offers an online workspace for job and project tracking, bench and operation management, procedures, raw material supply, pricing and user management. Each user sees only the parts their role allows.',
        items: {},
      },
      account: {
        title: '3. Account and security',
        body: 'You are responsible for the security of your account:',
        items: {
          i1: 'Give correct, current details when registering and verify your phone.',
          i2: 'Never share your password and change it regularly.',
          i3: 'Tell us at once about any action on your account you did not make.',
        },
      },
      conduct: {
        title: '4. Acceptable use',
        body: 'You agree not to:',
        items: {
          i1: 'Try to reach data you are not allowed to see.',
          i2: 'Upload files containing malware or infringing the rights of others.',
          i3: 'Send automated requests that disturb the system.',
        },
      },
      property: {
        title: '5. Intellectual property',
        body: 'The software, its interface and content belong to our company. Drawings, photos and documents you upload remain yours or your customer’s; we use them only to provide the service.',
        items: {},
      },
      availability: {
        title: '6. Availability',
        body: 'We aim for 99.9 percent monthly availability. Planned maintenance is announced in advance where possible and done outside working hours. After an unexpected outage we work to restore the service as fast as possible.',
        items: {},
      },
      liability: {
        title: '7. Limitation of liability',
        body: 'The system is provided as is. We cannot be held liable for indirect damage caused by user error, by letting others into your account, or by events beyond our control.',
        items: {},
      },
      changes: {
        title: '8. Changes and closing an account',
        body: 'We may update these terms when needed and announce important changes in the system. Use against these terms may lead to your account being suspended or closed.',
        items: {},
      },
      law: {
        title: '9. Governing law and contact',
        body: 'These terms are governed by the laws of the Republic of Türkiye; Istanbul courts and enforcement offices have jurisdiction. For questions write to iletisim@example.com.',
        items: {},
      },
    },
  },
};
