import { Logger } from '@aws-lambda-powertools/logger';
import { installStackSourceMaps } from './stack/map-stack-traces';

/** One Powertools logger; the service name comes from POWERTOOLS_SERVICE_NAME. */
export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'crystal-shop' });

// Every bundle logs through this module: the stacks it writes name the source, mapped on first use.
installStackSourceMaps();
