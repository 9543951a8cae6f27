import { db } from '../lib/db/client';

const log: string[] = [];
let installed = false;

/** Records the name of every DynamoDB command the document client sends. */
export function recordCommands(): { names: () => string[]; reset: () => void } {
  if (!installed) {
    db.middlewareStack.add(
      (next, context) => async (args) => {
        log.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'recordCommands' },
    );
    installed = true;
  }
  return { names: () => [...log], reset: () => void log.splice(0) };
}
