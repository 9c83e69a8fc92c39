import { describe, expect, it } from 'vitest';
import { compareStaticFirst } from './static-first';

describe('compareStaticFirst', () => {
  it('puts static segments before parameters, in both notations', () => {
    expect(['/users/{id}', '/users/profile'].sort(compareStaticFirst)).toEqual([
      '/users/profile',
      '/users/{id}',
    ]);
    expect(['/users/:id', '/users/profile'].sort(compareStaticFirst)).toEqual([
      '/users/profile',
      '/users/:id',
    ]);
  });

  it('sorts equal shapes by name, then the shorter first', () => {
    expect(['/practices/{id}/modules', '/practices/{id}', '/groups'].sort(compareStaticFirst)).toEqual([
      '/groups',
      '/practices/{id}',
      '/practices/{id}/modules',
    ]);
  });
});
