/** The synthesised CloudFormation template, as read from cdk.out. */
export type Template = { Resources: Record<string, { Type: string; Properties?: any }> };

/** Literal stand-ins for what CloudFormation resolves at deploy time: pseudo parameters and resource attributes. */
export type Literals = {
  account: string;
  region: string;
  /** `Ref:<logicalId>` or `GetAtt:<logicalId>.<attribute>` -> value. */
  refs: Record<string, string>;
};

/** The value of a template expression with every intrinsic function resolved; an unknown reference throws, naming it. */
export function resolveIntrinsics(value: unknown, literals: Literals): unknown {
  const pseudo: Record<string, string> = {
    'AWS::Partition': 'aws',
    'AWS::Region': literals.region,
    'AWS::AccountId': literals.account,
    'AWS::URLSuffix': 'amazonaws.com',
    'AWS::StackName': 'CrystalShop-verify',
  };
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    const keys = Object.keys(o);
    if (keys.length === 1) {
      const [k] = keys as [string];
      const arg = o[k];
      if (k === 'Ref') {
        const name = arg as string;
        const found = pseudo[name] ?? literals.refs[`Ref:${name}`];
        if (found === undefined) throw new Error(`No literal stands in for Ref ${name}`);
        return found;
      }
      if (k === 'Fn::GetAtt') {
        const [id, attr] = Array.isArray(arg) ? (arg as string[]) : String(arg).split('.');
        const found = literals.refs[`GetAtt:${id}.${attr}`];
        if (found === undefined) throw new Error(`No literal stands in for Fn::GetAtt ${id}.${attr}`);
        return found;
      }
      if (k === 'Fn::Join') {
        const [sep, parts] = arg as [string, unknown[]];
        return (walk(parts) as unknown[]).map(String).join(sep);
      }
      if (k === 'Fn::Select') {
        const [i, list] = arg as [number, unknown];
        return (walk(list) as unknown[])[Number(i)];
      }
      if (k === 'Fn::Split') {
        const [sep, text] = arg as [string, unknown];
        return String(walk(text)).split(sep);
      }
      if (k === 'Fn::ImportValue' || k === 'Fn::Sub') throw new Error(`No literal stands in for ${k}`);
    }
    return Object.fromEntries(keys.map((key) => [key, walk(o[key])]));
  };
  return walk(value);
}

/** Literals for every resource a function's environment or policy may name, by its type in the template. */
export function literalsFor(template: Template, account: string, region: string, tableName: string): Literals {
  const refs: Record<string, string> = {};
  for (const [id, r] of Object.entries(template.Resources)) {
    switch (r.Type) {
      case 'AWS::DynamoDB::Table':
        refs[`Ref:${id}`] = tableName;
        refs[`GetAtt:${id}.Arn`] = `arn:aws:dynamodb:${region}:${account}:table/${tableName}`;
        refs[`GetAtt:${id}.StreamArn`] = `arn:aws:dynamodb:${region}:${account}:table/${tableName}/stream/2026-01-01T00:00:00.000`;
        break;
      case 'AWS::S3::Bucket': {
        const name = `verify-${id.toLowerCase().slice(0, 40)}`;
        refs[`Ref:${id}`] = name;
        refs[`GetAtt:${id}.Arn`] = `arn:aws:s3:::${name}`;
        refs[`GetAtt:${id}.RegionalDomainName`] = `${name}.s3.${region}.amazonaws.com`;
        refs[`GetAtt:${id}.DomainName`] = `${name}.s3.amazonaws.com`;
        break;
      }
      case 'AWS::SecretsManager::Secret':
        refs[`Ref:${id}`] = `arn:aws:secretsmanager:${region}:${account}:secret:${id}-AbCdEf`;
        break;
      case 'AWS::CloudFront::Distribution':
        refs[`Ref:${id}`] = 'E1VERIFY';
        refs[`GetAtt:${id}.DomainName`] = 'd111111abcdef8.cloudfront.net';
        break;
      case 'AWS::IAM::Role':
        refs[`Ref:${id}`] = id;
        refs[`GetAtt:${id}.Arn`] = `arn:aws:iam::${account}:role/${id}`;
        break;
      case 'AWS::Cognito::UserPool':
        refs[`Ref:${id}`] = `${region}_Verify`;
        refs[`GetAtt:${id}.Arn`] = `arn:aws:cognito-idp:${region}:${account}:userpool/${region}_Verify`;
        break;
      case 'AWS::SQS::Queue':
        refs[`Ref:${id}`] = `https://sqs.${region}.amazonaws.com/${account}/${id}`;
        refs[`GetAtt:${id}.Arn`] = `arn:aws:sqs:${region}:${account}:${id}`;
        refs[`GetAtt:${id}.QueueName`] = id;
        break;
      case 'AWS::Cognito::UserPoolClient':
        refs[`Ref:${id}`] = 'verifyclientid';
        break;
      default:
        refs[`Ref:${id}`] = `${id}-ref`;
    }
  }
  return { account, region, refs };
}
