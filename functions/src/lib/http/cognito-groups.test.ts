import { describe, expect, it } from 'vitest';
import { cognitoGroups } from './parse-request';

describe('the cognito:groups claim (issue 33)', () => {
  it('reads a list, a JSON list and API Gateway\'s "[a b]" form', () => {
    expect(cognitoGroups(['admin', 'editors'])).toEqual(['admin', 'editors']);
    expect(cognitoGroups('["admin","editors"]')).toEqual(['admin', 'editors']);
    expect(cognitoGroups('[admin editors]')).toEqual(['admin', 'editors']);
    expect(cognitoGroups('[admin]')).toEqual(['admin']);
    expect(cognitoGroups(undefined)).toEqual([]);
  });

  it('never splits a group name on a comma: "admin,editors" is not the admin group', () => {
    expect(cognitoGroups('[admin,editors]')).toEqual(['admin,editors']);
    expect(cognitoGroups('editors,admin')).toEqual(['editors,admin']);
    expect(cognitoGroups('["editors,admin"]')).toEqual(['editors,admin']);
  });
});
