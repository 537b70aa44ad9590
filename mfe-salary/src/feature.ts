import type { Feature } from '@opengood/platform';
import { salarySlice } from './features/explorer/salarySlice';
import { salarySaga } from './features/explorer/salarySaga';
import { translations } from './i18n';

export const salaryFeature: Feature = {
  key: 'mfe-salary',
  slices: [salarySlice],
  saga: salarySaga,
  ns: 'salary',
  translations,
};
