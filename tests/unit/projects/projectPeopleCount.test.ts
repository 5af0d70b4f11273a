import { describe, expect, it } from 'vitest';
import { projectPeopleCount } from '../../../src/domain/projectPeople';

describe("a project's 'Üye' card", () => {
  it('counts the team, the manager and the customer: members + 2 when both are set', () => {
    expect(projectPeopleCount({ members: [5, 6], projectManager: 3, oem: 4 })).toBe(4);
  });

  it('does not count a manager or a customer the project does not have', () => {
    expect(projectPeopleCount({ members: [], projectManager: null, oem: 4 })).toBe(1);
    expect(projectPeopleCount({ members: [7], projectManager: 3, oem: null })).toBe(2);
    expect(projectPeopleCount({ members: [], projectManager: null, oem: null })).toBe(0);
  });
});
