import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

/** Sends a conditional write: true when it was written, false when its condition did not hold. */
export async function writeIf(command: PutCommand | UpdateCommand | DeleteCommand): Promise<boolean> {
  try {
    // One send for the three kinds: the client's overloads take one command type at a time.
    await db.send(command as UpdateCommand);
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
