import { describe, expectTypeOf, it } from 'vitest';
import type { Brand } from './brand';

type Meters = Brand<number, 'Meters'>;
type Feet = Brand<number, 'Feet'>;

describe('Brand', () => {
  it('lets a branded value be read as its underlying type', () => {
    expectTypeOf<Meters>().toExtend<number>();
  });

  it('does not accept a bare value where a branded one is expected', () => {
    expectTypeOf<number>().not.toExtend<Meters>();
  });

  it('keeps two brands over the same type apart', () => {
    expectTypeOf<Meters>().not.toExtend<Feet>();
    expectTypeOf<Feet>().not.toExtend<Meters>();
  });
});
