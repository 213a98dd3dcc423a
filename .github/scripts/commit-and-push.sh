#!/usr/bin/env bash
# The one way a workflow saves its work on the branch it checked out (aloita.yml, lisaa-laji.yml,
# poista-sijainnit.yml):
#
#   bash .github/scripts/commit-and-push.sh "<commit message>" <path>...
#
# Commits the paths as github-actions[bot] (a path that neither exists nor is tracked is skipped:
# a file the command may or may not have written), then integrates whatever landed on the branch
# meanwhile (a photo upload, a pencil edit, another run) with `git pull --rebase` and pushes, up
# to three tries. A push rejected because another commit landed between the pull and the push is
# the next try. Writes committed=true to $GITHUB_OUTPUT when it pushed; nothing to commit is not a
# failure. When it cannot push (a conflict, three rejections, a protected branch), nothing is
# saved, so the repository and the student's uploads stay as they were: it says so in Finnish in
# the run's summary, with what to do, and exits 1.
set -euo pipefail

message=$1
shift
summary=${GITHUB_STEP_SUMMARY:-/dev/stderr}
output=${GITHUB_OUTPUT:-/dev/null}

paths=()
for path in "$@"; do
  if [ -e "$path" ] || git ls-files --error-unmatch -- "$path" >/dev/null 2>&1; then paths+=("$path"); fi
done
if [ ${#paths[@]} -gt 0 ]; then git add -A -- "${paths[@]}"; fi
if git diff --cached --quiet; then
  echo "Mitään ei muuttunut, joten mitään ei tallennettu."
  exit 0
fi

branch=$(git symbolic-ref --quiet --short HEAD)
git config user.name "github-actions[bot]"
git config user.email "41898282+github-actions[bot]@users.noreply.github.com"
git commit --quiet -m "$message"

for try in 1 2 3; do
  if ! git pull --quiet --rebase --no-tags origin "$branch"; then
    # A conflict does not go away by trying again.
    if [ -d "$(git rev-parse --git-path rebase-merge)" ] || [ -d "$(git rev-parse --git-path rebase-apply)" ]; then
      git rebase --abort
      break
    fi
    continue
  fi
  if git push --quiet origin "HEAD:refs/heads/$branch"; then
    echo "committed=true" >> "$output"
    exit 0
  fi
  echo "Tallennus ei onnistunut (yritys $try/3): haaralle $branch tallentui juuri jotain muuta."
done

uploads=false
for path in "${paths[@]}"; do
  if [ "$path" = uudet-kuvat ]; then uploads=true; fi
done
{
  echo "## Mitään ei tallennettu"
  echo
  echo "Tämän ajon aikana repositorioon tallentui jokin muu muutos (esimerkiksi kuvien lataus, kynän kuvalla"
  echo "tehty muokkaus tai toinen ajo), eikä tämän ajon muutoksia voitu yhdistää siihen. Siksi tämä ajo ei"
  echo "tallentanut mitään, ja repositorio on ennallaan."
  if [ "$uploads" = true ]; then
    echo
    echo "Lataamasi kuvat ovat yhä kansiossa uudet-kuvat."
  fi
  echo
  echo "Mitä voit tehdä:"
  echo
  echo "1. Odota, kunnes muut ajot ovat valmiita: **Actions**-välilehdellä ei ole enää keltaista merkkiä."
  if [ "$uploads" = true ]; then
    echo "2. Avaa kansio uudet-kuvat ja katso, että siinä on vain tämän lajin kuvat. Jos siellä on jo seuraavan"
    echo "   lajin kuvia, poista ne ja lataa ne uudelleen vasta, kun tämä laji on lisätty."
    echo "3. Aja sitten tämä työnkulku uudelleen: paina tämän sivun oikeasta yläkulmasta **Re-run jobs** ja"
  else
    echo "2. Aja sitten tämä työnkulku uudelleen: paina tämän sivun oikeasta yläkulmasta **Re-run jobs** ja"
  fi
  echo "   valitse **Re-run all jobs**."
  echo
  echo "Jos tallennus epäonnistuu uudelleen, kysy opettajalta."
} >> "$summary"
echo "::error title=Mitään ei tallennettu::Tämän ajon muutoksia ei voitu tallentaa, koska repositorioon tallentui samaan aikaan jotain muuta. Ajon yhteenveto kertoo, mitä voit tehdä."
exit 1
