/** A judge as the site shows it: the id as the files name it, and the name pages show. */
export interface JudgeInfo {
  id: string;
  display: string;
}
