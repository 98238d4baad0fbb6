import { beforeAll, describe, expect, it } from 'vitest';
import { addressGroup } from '@/lib/server/http/client-ip';
import { FREE_ADDRESS_FAILURES, FREE_FAILURES } from '@/lib/server/auth/throttle';
import { makeSchool, postLogin, rand, randomIp, type School, type TestUser } from '../helpers/world';

/** A random /64 of the documentation range, and an address in it. */
const prefix = () => `2001:db8:${parseInt(rand().slice(0, 4), 16).toString(16)}:${parseInt(rand().slice(0, 4), 16).toString(16)}`;
const inPrefix = (p: string) => `${p}:${rand().slice(0, 4)}:${rand().slice(0, 4)}:${rand().slice(0, 4)}:${rand().slice(0, 4)}`;

describe('sign-in budgets that only failures move', () => {
  let school: School;
  let attacker: TestUser;
  beforeAll(async () => {
    school = await makeSchool();
    attacker = await school.addUser({ roles: ['teacher'] });
  });

  it('29 failures, a success on the guesser’s own account, and more failures meet the address’s budget at the 31st failure', async () => {
    const ip = randomIp();
    const spray = (i: number) => postLogin({ username: `staff-${i}-${rand()}`, password: 'Guess-123' }, { ip });
    const statuses: number[] = [];
    for (let i = 0; i < FREE_ADDRESS_FAILURES - 1; i++) statuses.push((await spray(i)).status);
    expect((await postLogin({ username: attacker.username, password: attacker.password }, { ip })).status).toBe(200);
    for (let i = 0; i < 2; i++) statuses.push((await spray(100 + i)).status);
    // 30 failures answered 401; the 31st is refused, a success in between gave nothing back.
    expect(statuses).toEqual([...Array(FREE_ADDRESS_FAILURES).fill(401), 429]);
    // Three rounds of the attack (29 failures, a success) never come near 92 failures.
    expect((await postLogin({ username: attacker.username, password: attacker.password }, { ip })).status).toBe(429);
  });

  it('counts an IPv6 address by its /64', async () => {
    expect(addressGroup('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
    expect(addressGroup('2001:0db8:000a:000b::1')).toBe('2001:db8:a:b::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9');
    const block = prefix();
    for (let i = 0; i < FREE_ADDRESS_FAILURES; i++) {
      const r = await postLogin({ username: `v6-${i}-${rand()}`, password: 'Guess-123' }, { ip: inPrefix(block) });
      expect(r.status).toBe(401);
    }
    // Another address of the same /64 is the same budget; another /64 is not.
    expect((await postLogin({ username: `v6-${rand()}`, password: 'Guess-123' }, { ip: inPrefix(block) })).status).toBe(429);
    expect((await postLogin({ username: `v6-${rand()}`, password: 'Guess-123' }, { ip: inPrefix(prefix()) })).status).toBe(401);
  });

  it('counts a username and its e-mail as one name', async () => {
    const victim = await school.addUser();
    const ip = randomIp();
    for (let i = 0; i < FREE_FAILURES; i++) {
      const name = i % 2 ? victim.email.toUpperCase() : victim.username;
      expect((await postLogin({ username: name, password: `wrong-${i}` }, { ip })).status).toBe(401);
    }
    expect((await postLogin({ username: victim.email, password: 'wrong-again' }, { ip })).status).toBe(429);
    expect((await postLogin({ username: victim.username, password: 'wrong-again' }, { ip })).status).toBe(429);
  });
});
