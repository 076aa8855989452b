export { affectedPackages, inputsOf, FRONT_END_PACKAGES, SHARED_INPUTS, type FrontEndPackage } from './packages.ts';
