// The job form's slots in one module, loaded when the form opens (index.ts names them lazily).
export { JobBenchInput } from './JobBenchInput';
export { JobCustomerInput } from './JobCustomerInput';
export { JobFormScope } from './JobFormScope';
export { JobLockedCustomer } from './JobLockedCustomer';
export { JobMinutesInput } from './JobMinutesInput';
export { JobOperatorInput } from './JobOperatorInput';
export { JobPhotosInput } from './JobPhotosInput';
export { JobPriceInput } from './JobPriceInput';
export { JobProjectField } from './JobProjectField';
export { JobStatusInput } from './JobStatusInput';

/** customerId is set by the customer's input along with the name. */
export const NoInput = () => null;
