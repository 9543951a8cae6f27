import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TABLE } from '@crystal/shared/table-definition';

export type DataProps = { production: boolean };

/**
 * The one DynamoDB table, built from shared/src/table-definition.ts (keys, GSIs, TTL), and the private
 * media bucket (served by CloudFront under /media/*). Production keeps both when the stack goes away;
 * dev stages are torn down completely.
 */
export class Data extends Construct {
  readonly table: Table;
  readonly mediaBucket: Bucket;

  constructor(scope: Construct, id: string, { production }: DataProps) {
    super(scope, id);
    const removalPolicy = production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const str = (name: string) => ({ name, type: AttributeType.STRING });

    this.table = new Table(this, 'Table', {
      partitionKey: str(TABLE.partitionKey),
      sortKey: str(TABLE.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE.ttlAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: production },
      deletionProtection: production,
      removalPolicy,
    });
    for (const index of TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: str(index.partitionKey),
        sortKey: str(index.sortKey),
        projectionType: ProjectionType.ALL,
      });
    }

    this.mediaBucket = new Bucket(this, 'Media', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: production,
      removalPolicy,
      autoDeleteObjects: !production,
    });
  }
}
