import { type Base, type BaseInput, baseInput } from '@rikuun/contract';
import { defaultsOf, valuesOf } from '../../components/form/schema-values.ts';

export const newBaseValues: BaseInput = defaultsOf(baseInput);
export const baseToInput = (base: Base): BaseInput => valuesOf(baseInput, base);
