/** Import zones for functions/ and scripts/ (handler -> service -> repository; lib/ imports no function). */
export const functionsZones = [
  { target: './functions/src', from: ['./web', './infra'], message: 'functions/ may use shared/ only.' },
  { target: './functions/src/**/*-repository.ts', from: ['./functions/src/**/*-service.ts', './functions/src/**/handler.ts'], message: 'Repositories sit below services and handlers.' },
  { target: './functions/src/**/*-service.ts', from: ['./functions/src/**/handler.ts'], message: 'Services sit below handlers.' },
  { target: './functions/src/lib', from: ['./functions/src/!(lib|test)/**'], message: 'lib/ is shared by every function and imports none of them.' },
];
