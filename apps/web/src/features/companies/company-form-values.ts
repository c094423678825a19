import {
  type Company,
  type CompanyCreateInput,
  type CompanyInput,
  companyCreateInput,
  companyInput,
} from '@rikuun/contract';
import { defaultsOf, fieldsOf, valuesOf } from '../../components/form/schema-values.ts';

/** The form's fields, which are also the keys the server's validation errors use. */
export const companyCreateFields = fieldsOf(companyCreateInput);

export const newCompanyValues: CompanyCreateInput = defaultsOf(companyCreateInput);

/** A stored company as the edit form's values (PUT replaces the details and 利用状態). */
export const companyToInput = (company: Company): CompanyInput => valuesOf(companyInput, company);
