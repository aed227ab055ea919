export {
  articlePaths,
  caseStudyPaths,
  legalPaths,
  locationPaths,
  noindexPaths,
  pagePaths,
  servicePaths,
} from "../../../scripts/lib/pages";
