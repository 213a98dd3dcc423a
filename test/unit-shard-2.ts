import { runShard } from './helpers/unit-shard.ts';

await runShard(2, 2);
