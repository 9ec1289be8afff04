export { Result, type ResultProps, type ResultTone, resultTones } from './Result';
