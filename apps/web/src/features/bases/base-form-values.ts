import { type Base, type BaseInput, baseInput } from '@rikuun/contract';
import { defaultsOf, fieldsOf, valuesOf } from '../../components/form/schema-values.ts';

export const baseFormFields = fieldsOf(baseInput);
export const newBaseValues: BaseInput = defaultsOf(baseInput);
export const baseToInput = (base: Base): BaseInput => valuesOf(baseInput, base);
