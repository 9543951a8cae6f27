import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { coreEnv } from '../core-env';

/** The one document client. Locally it speaks to DynamoDB Local through the same SDK. */
const base = new DynamoDBClient(
  coreEnv.DYNAMODB_ENDPOINT
    ? {
        endpoint: coreEnv.DYNAMODB_ENDPOINT,
        region: 'local',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }
    : { region: coreEnv.AWS_REGION },
);

export const db = DynamoDBDocumentClient.from(base, {
  marshallOptions: { removeUndefinedValues: true },
});

export const tableName = coreEnv.TABLE_NAME;
