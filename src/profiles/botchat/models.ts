// BotChat's model spellings: one id and one display name per model, with every spelling BotChat's files use.
import { GROUND_TRUTH } from '../../records/ids.ts';
import type { KnownModel } from '../../ingest/modelRegistry.ts';

/**
 * BotChat's 14 models and its ground truth, with every spelling used across BotChat's files (analysis notebooks,
 * conversation columns, lb.csv, README, MuTualTest-starts.xlsx). Display names follow BotChat's figures.
 */
export const BOTCHAT_MODELS: readonly KnownModel[] = [
  {
    id: GROUND_TRUTH,
    display: 'Ground truth',
    aliases: ['GT', 'conv-GT', 'ground truth', 'ground-truth'],
    isGroundTruth: true,
  },
  { id: 'gpt4', display: 'GPT-4', aliases: ['gpt4', 'GPT-4', 'gpt-4-0613'] },
  {
    id: 'gpt35',
    display: 'GPT-3.5-Turbo',
    aliases: ['gpt35', 'GPT-3.5-Turbo', 'gpt-3.5-turbo-0613', 'GPT-3.5-turbo-0613'],
  },
  { id: 'claude2', display: 'Claude-2', aliases: ['claude2', 'Claude-2', 'claude-2'] },
  {
    id: 'internlm-7b-chat',
    display: 'InternLM-7B',
    aliases: ['internlm-7b-chat', 'InternLM-7B', 'InternLM-7B-Chat'],
  },
  {
    id: 'internlm-20b-chat',
    display: 'InternLM-20B',
    aliases: ['internlm-20b-chat', 'InternLM-20B', 'Internlm-20B-Chat'],
  },
  { id: 'qwen-7b-chat', display: 'Qwen-7B', aliases: ['qwen-7b-chat', 'Qwen-7B', 'Qwen-7B-Chat'] },
  { id: 'qwen-14b-chat', display: 'Qwen-14B', aliases: ['qwen-14b-chat', 'Qwen-14B', 'Qwen-14B-Chat'] },
  { id: 'llama2-7b', display: 'LLaMA2-7B', aliases: ['llama2-7b', 'LLaMA2-7B', 'llama2-7b-chat'] },
  { id: 'llama2-13b', display: 'LLaMA2-13B', aliases: ['llama2-13b', 'LLaMA2-13B', 'llama2-13b-chat'] },
  { id: 'llama2-70b', display: 'LLaMA2-70B', aliases: ['llama2-70b', 'LLaMA2-70B', 'llama2-70b-chat'] },
  { id: 'chatglm2-6b', display: 'ChatGLM2-6B', aliases: ['chatglm2-6b', 'ChatGLM2-6B'] },
  {
    id: 'baichuan2-13b',
    display: 'Baichuan2-13B',
    aliases: ['baichuan2-13b', 'Baichuan2-13B', 'Baichuan2-13B-Chat', 'baichuan2-13b-chat'],
  },
  { id: 'vicuna-7b-v1.5', display: 'Vicuna-7B', aliases: ['vicuna-7b-v1.5', 'Vicuna-7B', 'vicuna-7b'] },
  { id: 'vicuna-13b-v1.5', display: 'Vicuna-13B', aliases: ['vicuna-13b-v1.5', 'Vicuna-13B', 'vicuna-13b'] },
];
