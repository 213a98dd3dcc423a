import { runShard } from './helpers/unit-shard.ts';

await runShard(1, 2);
