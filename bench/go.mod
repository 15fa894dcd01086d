module github.com/uriref/uri/bench

go 1.26.0

require github.com/uriref/uri v0.0.0

require (
	github.com/yosida95/uritemplate/v3 v3.0.2
	golang.org/x/net v0.62.0
	golang.org/x/text v0.43.0 // indirect
)

replace github.com/uriref/uri => ../
